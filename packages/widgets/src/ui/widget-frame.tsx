import { I18nProvider } from '@modkit/sdk/react';
import { Component, type ErrorInfo, type ReactNode, useCallback, useEffect } from 'react';
import type { NoticeDetail } from '../runtime/events';
import { englishWidgets, useT, type WidgetTranslator } from '../runtime/i18n';
import { type WidgetEnv, WidgetEnvProvider } from '../runtime/widget-env';
import { BASE_CSS } from './base-css';
import { keepFocusThroughDisabling } from './keep-focus';
import { useSharedShadowSheet } from './shadow-styles';
import { NotifyProvider, TOAST_CSS, ToastRegion, type ToastTone, useToastList } from './toasts';

interface FrameProps {
  env: WidgetEnv;
  /** The widget's own CSS, appended to the base sheet. */
  css: string;
  /** The widget's name (a data attribute; the widget's own headings label its content). */
  label: string;
  /** The widget's language (English when not given). */
  i18n?: WidgetTranslator | undefined;
  children: ReactNode;
}

/**
 * The inside of every widget's shadow root: its stylesheet (one constructed sheet shared by every root of
 * the widget's kind; a `<style>` carrying the page's nonce where constructed sheets are not supported),
 * the environment context, an error boundary that shows a message instead of a blank box, and the widget's
 * notices: each is offered to the host first (`modkit:notice`); unless the host shows it, it shows here.
 * The page's document keeps the focus of a control disabled while busy (keep-focus.ts).
 */
export function WidgetFrame({ env, css, label, i18n = englishWidgets(), children }: FrameProps) {
  const { toasts, show, dismiss } = useToastList();
  const shared = useSharedShadowSheet(env.root, BASE_CSS + TOAST_CSS + css);
  // A button disabled while busy gets the focus back when it is enabled again (once per document).
  useEffect(() => keepFocusThroughDisabling(env.root?.ownerDocument ?? document), [env.root]);
  const notify = useCallback(
    (text: string, tone: ToastTone = 'success') => {
      const detail: NoticeDetail = { text, tone };
      if (env.emit('modkit:notice', detail)) show(text, tone);
    },
    [env, show],
  );
  return (
    <WidgetEnvProvider env={env}>
      <I18nProvider translator={i18n}>
        <NotifyProvider notify={notify}>
          {shared ? null : <style nonce={env.nonce}>{BASE_CSS + TOAST_CSS + css}</style>}
          <div className="mk-root" part="root" data-widget={label} lang={i18n.lang} dir={i18n.dir}>
            <ErrorBoundary env={env}>{children}</ErrorBoundary>
            <ToastRegion toasts={toasts} onDismiss={dismiss} />
          </div>
        </NotifyProvider>
      </I18nProvider>
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
    if (this.state.failed) return <FailedWidget />;
    return this.props.children;
  }
}

function FailedWidget() {
  const { t } = useT();
  return (
    <p className="mk-state mk-state--error" role="alert">
      {t('widget.failed')}
    </p>
  );
}
