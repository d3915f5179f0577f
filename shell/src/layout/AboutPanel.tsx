import { Modal, Table } from '@mantine/core';
import shellPackage from '../../package.json';
import { useLoadedRemotes } from '../remotes/loaded-remotes';

/** The shell's version: its package version, built into the shell. */
export const SHELL_VERSION = shellPackage.version;

/** About (super admin): the shell's version and the version of each remote this tab has loaded. */
export function AboutPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remotes = useLoadedRemotes();
  return (
    <Modal opened={opened} onClose={onClose} title="About" centered>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Part</Table.Th>
            <Table.Th>Version</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>shell</Table.Td>
            <Table.Td>{SHELL_VERSION}</Table.Td>
          </Table.Tr>
          {remotes.map(({ remote, version }) => (
            <Table.Tr key={remote}>
              <Table.Td>{remote}</Table.Td>
              <Table.Td>{version}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
