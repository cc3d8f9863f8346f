/**
 * The module page's tabs: their names, the open one (each opened is recorded), the keyboard, the page's
 * scroll, and the end of tab 3 coming into view.
 */
import { recordModuleTab } from '@modkit/sdk';
import { type ModuleTab, modulePagePath } from '@modkit/sdk/rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../runtime/i18n';
import { useWidgetEnv } from '../runtime/widget-env';
import { afterPaint } from '../ui/after-paint';
import { Check, Icon } from '../ui/icon';
import { tabKeyTarget } from '../ui/tab-keys';
import { usePageScroll } from './use-page-scroll';

/** The three tabs' names. */
export const TAB_NAMES = ['module.tabIdea', 'module.tabMini', 'module.tabSkill'] as const;

/**
 * The open tab (each one opened is recorded), the page's scroll (past 550 px: `far`; the marks of tab 1 go
 * to `modkit:analytics`) and the tabs' keyboard: arrows go round (mirrored right to left), Home and End go to
 * the first and the last.
 * A host that gives `hostTab` routes the tabs (the app: `?tab=2` in the module page's URL): opening one is a
 * `modkit:navigate` (kind 'module-tab', the tab's path) that the host prevents and answers by changing
 * `hostTab`; a host that does not prevent it lets the widget switch.
 */
export function useModuleTabs(moduleId: number, hostTab?: ModuleTab) {
  const env = useWidgetEnv();
  const { dir } = useT();
  const [active, setOwnTab] = useState(hostTab ? hostTab - 1 : 0);
  useEffect(() => {
    if (hostTab) setOwnTab(hostTab - 1);
  }, [hostTab]);
  const setActive = (index: number) => {
    if (index === active) return;
    const tab = (index + 1) as ModuleTab;
    const path = modulePagePath(moduleId, tab);
    if (hostTab && !env.emit('modkit:navigate', { kind: 'module-tab', id: moduleId, tab, path })) return;
    setOwnTab(index);
  };
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const { far } = usePageScroll(active, (percent) =>
    env.emit('modkit:analytics', { event: 'module-scroll', data: { moduleId, percent } }),
  );
  // Each tab the user opens is recorded (a view of the module; the api marks an assigned module VIEWED), once
  // the tab is painted.
  useEffect(() => {
    const client = env.client;
    if (!client) return;
    return afterPaint(() => recordModuleTab(client, moduleId, active + 1).catch(() => undefined));
  }, [env.client, moduleId, active]);
  // Opening the module page from Get Started (or a tab's link) moves focus to its open tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    tabRefs.current[active]?.focus();
  }, []);

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };
  // The arrow towards the end of the line goes to the next tab: ArrowLeft right to left.
  const onKey = (event: KeyboardEvent) => {
    const to = tabKeyTarget(event.key, active, TAB_NAMES.length, dir);
    if (to === null) return;
    event.preventDefault();
    select(to);
  };
  return { active, setActive, select, onKey, tabRefs, far };
}

/** Tab 3 is complete when its end comes into view (the widget's equivalent of scrolling to 100 %). */
export function useTabEnd(active: number, reachedEnd: (index: number) => void) {
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const end = endRef.current;
    if (active !== 2 || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) reachedEnd(2);
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [active, reachedEnd]);
  return endRef;
}

export function ModuleTabList({
  moduleId,
  tabs,
  done,
}: {
  moduleId: number;
  tabs: ReturnType<typeof useModuleTabs>;
  done: boolean[];
}) {
  const { active, setActive, onKey, tabRefs } = tabs;
  const { t } = useT();
  return (
    <div className="mk-tabs" role="tablist" aria-label={t('module.sections')} tabIndex={-1} onKeyDown={onKey}>
      {TAB_NAMES.map((name, index) => (
        <button
          key={name}
          ref={(el) => {
            tabRefs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${moduleId}-${index}`}
          aria-selected={active === index}
          aria-controls={`panel-${moduleId}-${index}`}
          tabIndex={active === index ? 0 : -1}
          className="mk-tab"
          onClick={() => setActive(index)}
        >
          {done[index] ? (
            <>
              <Icon icon={Check} />{' '}
            </>
          ) : null}
          {t(name)}
        </button>
      ))}
    </div>
  );
}
