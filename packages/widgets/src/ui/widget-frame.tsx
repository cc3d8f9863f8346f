import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type WidgetEnv, WidgetEnvProvider } from '../runtime/widget-env';
import { BASE_CSS } from './base-css';

interface FrameProps {
  env: WidgetEnv;
  /** The widget's own CSS, appended to the base sheet. */
  css: string;
  /** The widget's name (a data attribute; the widget's own headings label its content). */
  label: string;
  children: ReactNode;
}

/**
 * The inside of every widget's shadow root: its stylesheet (a `<style>` carrying the page's nonce),
 * the environment context, and an error boundary that shows a message instead of a blank box.
 */
export function WidgetFrame({ env, css, label, children }: FrameProps) {
  return (
    <WidgetEnvProvider env={env}>
      <style nonce={env.nonce}>{BASE_CSS + css}</style>
      <div className="mk-root" part="root" data-widget={label}>
        <ErrorBoundary env={env}>{children}</ErrorBoundary>
      </div>
    </WidgetEnvProvider>
  );
}

class ErrorBoundary extends Component<{ env: WidgetEnv; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.env.emit('modkit:error', { message: error.message });
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="mk-state mk-state--error" role="alert">
          This widget could not be shown.
        </p>
      );
    }
    return this.props.children;
  }
}
