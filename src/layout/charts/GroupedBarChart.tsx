import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

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
 * Bars of several series side by side per label (MUI X Charts, the same lazy chunk as SpendBarChart):
 * e.g. the spend of a few companies month by month. Right to left, the time axis runs from the
 * right. It draws only: the page gives it its caption and its text alternative.
 */
const GroupedBarChart = ({ labels, series, formatTick, formatValue, height }: GroupedBarChartProps) => {
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

export default GroupedBarChart;
