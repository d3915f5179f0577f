import { useListReturnPath } from '@apparel/ui';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Under a record's details: Back to its list (as the user left it) and Edit. */
export function ViewActions({
  listPath,
  editPath,
  record,
}: {
  listPath: string;
  editPath: string;
  record: string;
}) {
  const back = useListReturnPath(listPath);
  return (
    <Group justify="flex-end">
      <Button component={Link} to={back} variant="default">
        Back
      </Button>
      <Button component={Link} to={editPath} aria-label={`Edit ${record}`}>
        Edit
      </Button>
    </Group>
  );
}
