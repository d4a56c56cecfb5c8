import type { ReportChart as ReportChartSpec, ReportColumn, ReportRow } from '@torque/domain';
// Only the palette: this chunk shares no module with the first screen, so it leaves the first
// screen's chunks as they are (its budget).
import { reportColour } from '@torque/domain';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import classes from './ReportChart.module.css';

type Props = {
  readonly title: string;
  readonly chart: ReportChartSpec;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  /** A row's category as the table shows it (a day as DD/MM/YYYY). */
  readonly labelOf: (row: ReportRow) => string;
  /** The table that lists the same figures: the chart's text alternative. */
  readonly tableId: string;
  /** Drills into a row's figures, when the report offers it. */
  readonly onDrill?: (row: ReportRow) => void;
};

/** The funnel's steps, widest first (spec 2 §9 funnel counts). */
const FUNNEL_STEPS = ['CONTACTED', 'RESPONDED', 'ENGAGED', 'APPT_BOOKING'] as const;
const HEIGHT = 300;
// Axis, grid and tooltip take the scheme's own colours, so the chart reads in light and in dark.
const AXIS = { fill: 'var(--torque-muted-text)', fontSize: 12 };
const GRID = 'var(--mantine-color-default-border)';
const TOOLTIP = {
  contentStyle: {
    background: 'var(--mantine-color-body)',
    border: '1px solid var(--mantine-color-default-border)',
    color: 'var(--mantine-color-text)',
  },
  labelStyle: { color: 'var(--mantine-color-text)' },
};
const LABEL = '__label';

const headerOf = (columns: readonly ReportColumn[], key: string) =>
  columns.find((column) => column.key === key)?.header ?? key;
/** Percentages are read against the whole scale: a lone 50% point is half way up, not near the top. */
const percentsOnly = (columns: readonly ReportColumn[], series: readonly string[]) =>
  series.every((key) => columns.find((column) => column.key === key)?.kind === 'percent');

const labelled = (rows: readonly ReportRow[], labelOf: (row: ReportRow) => string) =>
  rows.map((row) => ({ ...row, [LABEL]: labelOf(row) }));

/**
 * The report's chart (recharts, loaded only with the reports screen): bars or lines over the category,
 * a donut of shares, or the funnel's steps, in the report palette. Clicking a bar or a slice drills
 * down. Named for assistive technology; the table below is its text alternative.
 */
export function ReportChart({ title, chart, columns, rows, labelOf, tableId, onDrill }: Props) {
  // The legend wraps on a narrow screen: room for it, so many series still leave the plot its height.
  const legendItems =
    chart.kind === 'funnel' ? 0 : chart.kind === 'donut' ? rows.length : chart.series.length;
  const height = HEIGHT + Math.max(0, legendItems - 4) * 12;
  const drill = onDrill ? (index: number) => rows[index] && onDrill(rows[index]) : undefined;
  return (
    <figure className={classes.figure} aria-label={`${title} chart`} aria-describedby={tableId}>
      <div className={classes.plot} style={{ height }}>
        <ResponsiveContainer width="100%" height={height}>
          {plot(chart, columns, labelled(rows, labelOf), drill)}
        </ResponsiveContainer>
      </div>
      <figcaption className={classes.caption}>
        {onDrill
          ? 'Click a bar or a slice to list the leads behind it. The table below lists the same figures.'
          : 'The table below lists the same figures.'}
      </figcaption>
    </figure>
  );
}

function plot(
  chart: ReportChartSpec,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  drill: ((index: number) => void) | undefined,
) {
  const cursor = drill ? 'pointer' : undefined;
  if (chart.kind === 'funnel') {
    const first = rows[0] ?? {};
    const steps = FUNNEL_STEPS.map((step, index) => ({
      name: headerOf(columns, step),
      value: typeof first[step] === 'number' ? first[step] : 0,
      fill: reportColour(index),
    }));
    return (
      <FunnelChart accessibilityLayer margin={{ top: 8, right: 132, bottom: 8, left: 8 }}>
        <Tooltip {...TOOLTIP} />
        <Funnel
          dataKey="value"
          nameKey="name"
          data={steps}
          isAnimationActive={false}
          // Every step counts the one row's leads: each opens the same drill-down.
          onClick={drill && (() => drill(0))}
          style={{ cursor }}
        >
          <LabelList
            position="right"
            dataKey="name"
            fill="var(--mantine-color-text)"
            stroke="none"
            pointerEvents="none"
          />
          <LabelList position="center" dataKey="value" fill="#fff" stroke="none" pointerEvents="none" />
        </Funnel>
      </FunnelChart>
    );
  }
  if (chart.kind === 'donut') {
    return (
      <PieChart accessibilityLayer>
        <Tooltip {...TOOLTIP} />
        <Legend itemSorter={null} />
        <Pie
          data={rows}
          dataKey={chart.value}
          nameKey={LABEL}
          innerRadius="55%"
          outerRadius="80%"
          isAnimationActive={false}
          onClick={drill && ((_, index) => drill(index))}
          style={{ cursor }}
        >
          {rows.map((_, index) => (
            <Cell key={index} fill={reportColour(index)} />
          ))}
        </Pie>
      </PieChart>
    );
  }
  const axes = [
    <CartesianGrid key="grid" stroke={GRID} strokeDasharray="3 3" />,
    <XAxis key="x" dataKey={LABEL} tick={AXIS} stroke={GRID} />,
    percentsOnly(columns, chart.series) ? (
      <YAxis key="y" tick={AXIS} stroke={GRID} domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" />
    ) : (
      <YAxis key="y" tick={AXIS} stroke={GRID} allowDecimals={false} />
    ),
    <Tooltip key="tip" {...TOOLTIP} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />,
    <Legend key="legend" itemSorter={null} />,
  ];
  if (chart.kind === 'line') {
    return (
      <LineChart data={rows} accessibilityLayer>
        {axes}
        {chart.series.map((key, index) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={headerOf(columns, key)}
            stroke={reportColour(index)}
            strokeWidth={2}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart data={rows} accessibilityLayer barGap={1} barCategoryGap="12%">
      {axes}
      {chart.series.map((key, index) => (
        <Bar
          key={key}
          dataKey={key}
          name={headerOf(columns, key)}
          fill={reportColour(index)}
          isAnimationActive={false}
          onClick={drill && ((_, barIndex) => drill(barIndex))}
          style={{ cursor }}
        />
      ))}
    </BarChart>
  );
}
