import { Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';

type Props<Row> = {
  /** Makes the heading's id unique on the page: `${idPrefix}-${year}`. */
  idPrefix: string;
  year: number;
  /** What the year adds up to (its count, its total), beside the heading. */
  summary: ReactNode;
  columns: TableColumnsType<Row>;
  rows: Row[];
};

/** One year of a list page grouped by year: its heading with its summary, then its rows. */
export function YearTable<Row extends { id: string }>({ idPrefix, year, summary, columns, rows }: Props<Row>) {
  const screens = Grid.useBreakpoint();
  const headingId = `${idPrefix}-${year}`;
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="baseline" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {year}
        </Typography.Title>
        <Typography.Text type="secondary">{summary}</Typography.Text>
      </Flex>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size={screens.md ? 'middle' : 'small'}
        // On a phone the cells wrap to the screen's width instead of scrolling sideways.
        scroll={screens.sm ? { x: 'max-content' } : undefined}
      />
    </section>
  );
}
