import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export type SpendBarChartProps = {
  /** One label a bar, in reading order (oldest month first; the largest category first). */
  labels: readonly string[];
  values: readonly number[];
  /** How a value reads on the value axis (short) and in the tooltip (in full). */
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  /** `vertical`: bars stand on a band axis at the bottom (months); `horizontal`: bars grow along the rows (categories). */
  layout: 'vertical' | 'horizontal';
  height: number;
  /** Room for the labels of a horizontal chart's band axis. */
  labelWidth?: number;
  /** A click on a bar, with its index in `labels` (e.g. to drill down to what it adds up). */
  onBarClick?: (index: number) => void;
};

/**
 * A bar chart of amounts (MUI X Charts), in its own lazy chunk with its budget line
 * (scripts/budgets.mjs). Right to left, the time axis runs from the right and the band labels sit
 * on the right. It draws only: the page gives every chart its caption and its text alternative.
 */
const SpendBarChart = ({ labels, values, formatTick, formatValue, layout, height, labelWidth = 140, onBarClick }: SpendBarChartProps) => {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const band = { scaleType: 'band' as const, data: [...labels] };
  const amounts = { valueFormatter: (value: number | null) => (value === null ? '' : formatTick(value)) };
  const onItemClick = onBarClick
    ? (_event: unknown, item: { dataIndex?: number }) => item.dataIndex !== undefined && onBarClick(item.dataIndex)
    : undefined;
  const series = [
    {
      data: [...values],
      color: theme.palette.primary.main,
      valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
    },
  ];
  return layout === 'vertical' ? (
    <BarChart
      height={height}
      series={series}
      xAxis={[{ ...band, reverse: rtl }]}
      yAxis={[{ ...amounts, position: rtl ? 'right' : 'left', width: 64 }]}
      hideLegend
      onItemClick={onItemClick}
    />
  ) : (
    <BarChart
      height={height}
      layout="horizontal"
      series={series}
      yAxis={[{ ...band, position: rtl ? 'right' : 'left', width: labelWidth }]}
      xAxis={[{ ...amounts, reverse: rtl }]}
      hideLegend
      onItemClick={onItemClick}
    />
  );
};

export type GroupedBarChartProps = {
  /** One label a group, in time order (oldest month first). */
  labels: readonly string[];
  /** One series a compared thing (a company), its values in the order of `labels`. */
  series: readonly { label: string; values: readonly number[] }[];
  formatTick: (value: number) => string;
  formatValue: (value: number) => string;
  height: number;
};

/**
 * Bars of several series side by side per label (MUI X Charts, in this chunk: lazy-load it with `import('./SpendBarChart').then((m) => ({ default: m.GroupedBarChart }))`):
 * e.g. the spend of a few companies month by month. Right to left, the time axis runs from the
 * right. It draws only: the page gives it its caption and its text alternative.
 */
export const GroupedBarChart = ({ labels, series, formatTick, formatValue, height }: GroupedBarChartProps) => {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <BarChart
      height={height}
      series={series.map((entry) => ({
        label: entry.label,
        data: [...entry.values],
        valueFormatter: (value: number | null) => (value === null ? '' : formatValue(value)),
      }))}
      xAxis={[{ scaleType: 'band', data: [...labels], reverse: rtl }]}
      yAxis={[
        {
          valueFormatter: (value: number | null) => (value === null ? '' : formatTick(value)),
          position: rtl ? 'right' : 'left',
          width: 64,
        },
      ]}
    />
  );
};

export default SpendBarChart;
