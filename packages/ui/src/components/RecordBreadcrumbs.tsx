import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useListReturnPath } from '../lists/list-return';

export interface ListLink {
  /** The list's name, e.g. "Manufacturers". */
  label: string;
  /** The list's path; the link returns to it with the page, filters and sort the user left. */
  path: string;
}

/** "Manufacturers / Edit Manufacturer": where a record page sits, its list a link back. */
export function RecordBreadcrumbs({ list, current }: { list: ListLink; current: string }) {
  const back = useListReturnPath(list.path);
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs mb="xs" separator="/">
        <Anchor component={Link} to={back} size="sm">
          {list.label}
        </Anchor>
        <Text size="sm" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
