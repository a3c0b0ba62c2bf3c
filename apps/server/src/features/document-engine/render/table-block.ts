import { BLACK, GREY } from './document-frame';
import type { PageKit } from './page-kit';

/**
 * A table column; the one without a width takes what the others leave and is printed bold (it names
 * what a row is about: the vehicle sold), unless `plain` (a service invoice's many lines read better
 * without a column of bold type). `gap`: room before the column's text, within its width (a
 * left-aligned column after a right-aligned one would touch it).
 */
export type TableColumn = { label: string; width?: number; align?: 'left' | 'right'; plain?: boolean; gap?: number };
/** A row's cells, and smaller grey lines under the widest column (a vehicle's VIN, mileage …). */
export type TableRow = { cells: string[]; details?: string[] };
export type TotalLine = { label: string; value: string; strong?: boolean };

type PlacedColumn = TableColumn & { x: number; w: number };

/** The columns at their x and width: the one without a width takes the rest. */
function placeColumns(columns: TableColumn[], { left, width }: { left: number; width: number }): PlacedColumn[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  let x = left;
  return columns.map((column) => {
    const w = column.width ?? width - fixed;
    const gap = column.gap ?? 0;
    const placed = { ...column, x: x + gap, w: w - gap };
    x += w;
    return placed;
  });
}

/** A rule across the text column under the header and under the last row. */
function rule(kit: PageKit): void {
  const { doc, left, width } = kit;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(GREY)
    .stroke();
}

/** A table whose rows never split; its header is repeated on every page it continues on, its first rows stay with the header. */
export function placeTable(kit: PageKit, columns: TableColumn[], rows: TableRow[]): void {
  const { doc, flow, left, setSize } = kit;
  const fill = columns.findIndex((column) => column.width === undefined);
  const boldFill = fill >= 0 && !columns[fill]!.plain;
  const cols = placeColumns(columns, kit);
  const detailColumn = cols[fill >= 0 ? fill : 0]!;
  const drawHeader = () => {
    setSize('small', true);
    const y = doc.y;
    let height = 0;
    for (const column of cols) {
      doc.text(column.label, column.x, y, { width: column.w, align: column.align ?? 'left' });
      height = Math.max(height, doc.y - y);
    }
    doc.y = y + height + 3;
    rule(kit);
    doc.y += 5;
  };
  setSize('small', true);
  const headerHeight = Math.max(...cols.map((column) => doc.heightOfString(column.label, { width: column.w }))) + 8;
  const heights = rows.map((row) => {
    setSize('size');
    const height = Math.max(...cols.map((column, index) => doc.heightOfString(row.cells[index] ?? '', { width: column.w })));
    const details = row.details?.join('\n') ?? '';
    const detailsHeight = details ? (setSize('small'), doc.heightOfString(details, { width: detailColumn.w })) : 0;
    return (
      Math.max(
        height,
        (setSize('size', boldFill), doc.heightOfString(row.cells[fill] ?? '', { width: detailColumn.w })) + detailsHeight,
      ) + 6
    );
  });
  const height = headerHeight + heights.reduce((sum, rowHeight) => sum + rowHeight, 0) + 6;
  setSize('size');
  const first = flow.headRows(heights, doc.currentLineHeight(true));
  flow.place({
    height,
    head: first.count === heights.length ? height : headerHeight + first.height,
    tail: (heights.at(-1) ?? 0) + 6,
    draw: (reserve) => {
      flow.fit(headerHeight + first.height);
      drawHeader();
      flow.rows({
        heights: heights.map((rowHeight, index) => (index === heights.length - 1 ? rowHeight + 6 : rowHeight)),
        head: first.height,
        reserve,
        newPage: drawHeader,
        drawRow: (index) => {
          const row = rows[index]!;
          const details = row.details?.join('\n') ?? '';
          const y = doc.y;
          cols.forEach((column, columnIndex) => {
            setSize('size', columnIndex === fill && boldFill);
            doc
              .fillColor(BLACK)
              .text(row.cells[columnIndex] ?? '', column.x, y, { width: column.w, align: column.align ?? 'left' });
            if (columnIndex === fill && details)
              setSize('small').fillColor(GREY).text(details, column.x, doc.y, { width: column.w });
          });
          doc.fillColor(BLACK);
          doc.y = y + heights[index]!;
        },
      });
      rule(kit);
      doc.x = left;
      doc.y += 6;
    },
  });
}

/** Amounts right-aligned under a table, kept together and with the table's last row. */
export function placeTotals(kit: PageKit, lines: TotalLine[]): void {
  const { doc, flow, left, width, setSize } = kit;
  setSize('size', true);
  const lineHeight = doc.currentLineHeight(true) + 4;
  const height = lines.length * lineHeight + 4 + 0.5 * doc.font('regular').currentLineHeight(true);
  flow.place({
    height,
    head: height,
    tail: height,
    keepWithPrevious: true,
    draw: () => {
      setSize('size', true);
      flow.fit(height);
      for (const line of lines) {
        setSize('size', line.strong);
        const y = doc.y;
        doc.text(line.label, left + width - 300, y, { width: 190 });
        doc.text(line.value, left + width - 110, y, { width: 110, align: 'right' });
        doc.y = Math.max(doc.y, y + lineHeight);
      }
      doc.font('regular');
      doc.x = left;
      doc.moveDown(0.5);
    },
  });
}
