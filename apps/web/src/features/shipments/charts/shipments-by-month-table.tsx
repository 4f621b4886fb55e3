import { Button, Table } from 'antd';
import type { ShipmentsByMonthLabels, ShipmentsInMonth, TransportMode } from './shipments-by-month-chart';

const MODE_FIELDS = [
  { mode: 'sea', field: 'Sea' },
  { mode: 'air', field: 'Air' },
  { mode: 'rail', field: 'Rail' },
] as const satisfies { mode: TransportMode; field: keyof ShipmentsInMonth }[];

/**
 * The chart's figures as a table, for keyboard and screen-reader users: a row per month headed by
 * the month, a column per mode, each count a button that opens the same list as its bar.
 */
export function ShipmentsByMonthTable({
  months,
  labels,
  monthLabel,
  formatMonth,
  onSelect,
}: {
  months: ShipmentsInMonth[];
  labels: ShipmentsByMonthLabels;
  monthLabel: string;
  formatMonth: (month: string) => string;
  onSelect?: (month: string, mode: TransportMode) => void;
}) {
  return (
    <Table<ShipmentsInMonth>
      rowKey="Month"
      size="small"
      pagination={false}
      dataSource={months}
      data-testid="shipments-by-month-table"
      columns={[
        { key: 'month', title: monthLabel, rowScope: 'row', render: (_, month) => formatMonth(month.Month) },
        ...MODE_FIELDS.map(({ mode, field }) => ({
          key: mode,
          title: labels[mode],
          align: 'end' as const,
          render: (_: unknown, month: ShipmentsInMonth) =>
            onSelect && month[field] > 0 ? (
              <Button
                type="link"
                size="small"
                onClick={() => onSelect(month.Month, mode)}
                style={{ minWidth: 24, minHeight: 24 }}
                data-testid={`by-month-${month.Month}-${mode}`}
              >
                {month[field]}
              </Button>
            ) : (
              month[field]
            ),
        })),
      ]}
    />
  );
}
