/** The rows a data table shows instead of its records: a spinner while loading, a note when empty. */
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { SectionLoading } from './widgets/section-loading';

export function TableLoadingRow({ colSpan, label }: { colSpan: number; label: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <SectionLoading label={label} />
      </Table.Td>
    </Table.Tr>
  );
}

export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py="xl">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
