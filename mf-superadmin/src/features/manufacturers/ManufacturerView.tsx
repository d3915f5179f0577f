import type { Manufacturer } from '@apparel/contracts';
import { DetailsList } from '@apparel/ui';
import { Fieldset, Image, Stack } from '@mantine/core';

/** View Manufacturer: the details and the admin user to read, with the logo (no password). */
export function ManufacturerView({ manufacturer }: { manufacturer: Manufacturer }) {
  return (
    <Stack>
      <Fieldset legend="Manufacturer Details">
        <DetailsList
          details={[
            { label: 'Name', value: manufacturer.name },
            { label: 'Description', value: manufacturer.description },
            { label: 'Address', value: manufacturer.address },
            { label: 'State', value: manufacturer.state },
            { label: 'City', value: manufacturer.city },
            { label: 'GSTIN', value: manufacturer.gstin },
            {
              label: 'Logo',
              value: manufacturer.logo ? (
                <Image src={manufacturer.logo} alt="Logo preview" h={80} w={80} fit="contain" radius="sm" />
              ) : (
                'No logo'
              ),
            },
          ]}
        />
      </Fieldset>
      <Fieldset legend="Admin User Details">
        <DetailsList
          details={[
            { label: 'Name', value: manufacturer.user?.name },
            { label: 'Email', value: manufacturer.user?.email },
            { label: 'Mobile', value: manufacturer.user?.mobile },
          ]}
        />
      </Fieldset>
    </Stack>
  );
}
