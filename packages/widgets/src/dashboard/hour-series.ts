/** What the hour comparison draws: a month's minutes per day, the series' colours and the plot's height. */
export interface MonthSeries {
  label: string;
  /** Minutes per day of the month (index 0 = day 1). */
  minutes: number[];
}

export const SERIES_COLORS = ['#2b59c3', '#c05621', '#2f855a'];

/** The plot's height in CSS pixels: its box has it before the chart's code arrives. */
export const CHART_HEIGHT = 240;
