import { Box, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTable, IconTableOff } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A chart's figures as a table: the first cell of each row is the row's header. */
export interface ChartTable {
  caption: string;
  /** the column headers, the row headers' column first */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * A chart, graph or drawn figure with its text alternative (WCAG 1.1.1, issue 18): a figure named
 * `name`, the drawing, a one-sentence summary in words, and a "Show data" button (a real button,
 * reachable by keyboard) that reveals the figures as a table with a caption and header cells.
 * The drawing is hidden from assistive technology unless it is itself operable (`drawingHidden`
 * false, e.g. a heat map whose parts are buttons): the summary and the table say what it shows.
 */
export function ChartFigure({
  name,
  summary,
  table,
  children,
  drawingHidden = true,
  testId,
  summaryTestId = 'chart-summary',
  tableTestId = 'chart-data-table',
}: {
  name: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
  drawingHidden?: boolean;
  testId?: string;
  summaryTestId?: string;
  tableTestId?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  const tableId = useId();
  const label = open ? t('chartFigure.hide_data') : t('chartFigure.show_data');
  return (
    <Box
      component="figure"
      m={0}
      aria-label={name}
      aria-describedby={summaryId}
      data-testid={testId}
    >
      {drawingHidden ? <div aria-hidden>{children}</div> : children}
      <Stack component="figcaption" gap={4} mt={6} align="flex-start">
        <Text id={summaryId} size="sm" data-testid={summaryTestId}>
          {summary}
        </Text>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={
            open ? <IconTableOff size={16} aria-hidden /> : <IconTable size={16} aria-hidden />
          }
          // the visible words first, then which chart: one of six alike buttons on a screen
          aria-label={`${label} (${name})`}
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen((was) => !was)}
          data-testid="chart-data-toggle"
        >
          {label}
        </Button>
      </Stack>
      <div id={tableId}>
        {open ? (
          <>
            {/* the caption drawn above the scrolling table, so a phone shows it whole */}
            <Text size="sm" fw={600} c="gray.8" mt={4} aria-hidden>
              {table.caption}
            </Text>
            {/* a region of its own, focusable, so that a narrow screen can scroll it by keyboard */}
            <Box
              role="region"
              aria-label={table.caption}
              tabIndex={0}
              mt={4}
              style={{ overflowX: 'auto', maxWidth: '100%' }}
            >
              <Table
                verticalSpacing={4}
                horizontalSpacing="xs"
                fz="sm"
                striped
                withTableBorder
                captionSide="top"
                data-testid={tableTestId}
              >
                <Table.Caption>
                  <VisuallyHidden>{table.caption}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column, index) => (
                      <Table.Th key={column} scope="col" ta={index === 0 ? 'left' : 'right'}>
                        {column}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={row.key}>
                      {row.cells.map((cell, index) =>
                        index === 0 ? (
                          // a short header (a time) stays on one line, a long name wraps
                          <Table.Th
                            key={index}
                            scope="row"
                            fw={500}
                            style={cell.length <= 12 ? { whiteSpace: 'nowrap' } : undefined}
                          >
                            {cell}
                          </Table.Th>
                        ) : (
                          <Table.Td key={index} ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {cell}
                          </Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          </>
        ) : null}
      </div>
    </Box>
  );
}
