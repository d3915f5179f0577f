import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { NumberField } from './NumberField';
import { NEW_DISCOUNT_RULE, type ProductFormValues } from './product-form-values';

/** Discount Rules: rows of From, To, Discount(%); "Add Range" adds 0/0/0; each row can be removed. */
export function DiscountRulesEditor() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'discount' });
  // A rule set's own failure (overlapping ranges) sits on the array itself.
  const listError = errors.discount?.message ?? errors.discount?.root?.message;

  return (
    <Fieldset legend="Discount Rules">
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            No discount rules.
          </Text>
        ) : null}
        {fields.map((field, index) => (
          <Group
            key={field.id}
            align="flex-start"
            gap="sm"
            wrap="wrap"
            role="group"
            aria-label={`Range ${index + 1}`}
          >
            <NumberField name={`discount.${index}.from`} label="From" whole />
            <NumberField name={`discount.${index}.to`} label="To" whole />
            <NumberField name={`discount.${index}.discount`} label="Discount(%)" />
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              mt={25}
              aria-label={`Remove range ${index + 1}`}
              title="Remove range"
              onClick={() => remove(index)}
            >
              <svg
                width={18}
                height={18}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden="true"
              >
                <path d="M18 6L6 18M6 6l12 12" />
              </svg>
            </ActionIcon>
          </Group>
        ))}
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        <Button variant="light" w="fit-content" onClick={() => append({ ...NEW_DISCOUNT_RULE })}>
          + Add Range
        </Button>
      </Stack>
    </Fieldset>
  );
}
