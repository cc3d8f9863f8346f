/**
 * uPlot with its stylesheet, loaded together when the month chart is drawn (after the page is painted): the
 * stylesheet styles only the chart uPlot builds, so the activity log's first paint does not wait for it (it was
 * one of the screen's five stylesheets, each a request before the entry's code on a phone's six connections).
 */
import 'uplot/dist/uPlot.min.css';

export { default } from 'uplot';
