import { type Module, type Project, recordModuleTab, type User } from '@modkit/sdk';
import { modulePreviewPath } from '@modkit/sdk/rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isLearner } from '../runtime/profile';
import { useWidgetEnv } from '../runtime/widget-env';
import { SafeHtml } from '../ui/safe-html';
import { ModuleComplete } from './module-complete';
import { tabContent } from './module-data';
import { ProgressStrip } from './progress-strip';
import { ProjectsTab } from './projects-tab';
import { RatingPicker } from './rating-picker';
import { ReflectionPanel } from './reflection-panel';
import { ShareButton } from './share-button';
import { SubmitProjectModal } from './submit-project-modal';
import { usePageScroll } from './use-page-scroll';
import { useTabProgress } from './use-tab-progress';

export const TAB_NAMES = ['Get the idea', 'Mini Projects', 'Skill Building projects'];

/**
 * The module page (part 1 §2.21): three tabs with the progress strip. Continue completes tabs 1 and 2;
 * reaching the end of tab 3 completes it. Each tab opened is recorded (POST /modules/{id}/tabs); past 550 px
 * of scroll a back-to-top button and the share icon appear; 20/40/60/80 % of tab 1 go to `modkit:analytics`.
 */
export function ModulePage({
  module,
  profile,
  onBack,
  onChanged,
}: {
  module: Module;
  profile: User;
  onBack: () => void;
  onChanged: () => void;
}) {
  const env = useWidgetEnv();
  const learner = isLearner(profile);
  const assignment = module.HasAssignToUser;
  const progress = useTabProgress(module.id, assignment?.completed_percentage, learner && !!assignment);
  const [active, setActive] = useState(0);
  const [submitting, setSubmitting] = useState<Project | null>(null);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const endRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // When the page opened: a certificate issued after it was earned here.
  const [openedAt] = useState(() => Date.now());
  const projects = module.projects ?? [];
  const mini = projects.filter((p) => p.type === 'MINI_PROJECT');
  const skill = projects.filter((p) => p.type === 'SKILL_BUILDING_PROJECT');
  const first = tabContent(module, 0);
  const { reachedEnd } = progress;
  const { far } = usePageScroll(active, (percent) =>
    env.emit('modkit:analytics', { event: 'module-scroll', data: { moduleId: module.id, percent } }),
  );

  // Each tab the user opens is recorded (a view of the module; the api marks an assigned module VIEWED).
  useEffect(() => {
    if (env.client) recordModuleTab(env.client, module.id, active + 1).catch(() => undefined);
  }, [env.client, module.id, active]);

  // Tab 3 is complete when its end comes into view (the widget's equivalent of scrolling to 100 %).
  useEffect(() => {
    const end = endRef.current;
    if (active !== 2 || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) reachedEnd(2);
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [active, reachedEnd]);

  // Opening the module page from Get Started moves focus to its tabs.
  useEffect(() => {
    tabRefs.current[0]?.focus();
  }, []);

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') select((active + 1) % 3);
    else if (event.key === 'ArrowLeft') select((active + 2) % 3);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(2);
    else return;
    event.preventDefault();
  };
  const next = (index: number) => {
    void progress.continueFrom(index);
    select(Math.min(index + 1, 2));
  };

  return (
    <article className="mk-module">
      <nav className="mk-breadcrumbs" aria-label="Module">
        <button type="button" className="mk-link-btn" onClick={onBack}>
          ‹ Module Preview
        </button>
      </nav>
      <h2 className="mk-module__title" ref={titleRef} tabIndex={-1}>
        {module.name}
      </h2>
      <div className="mk-tabs" role="tablist" aria-label="Module sections" tabIndex={-1} onKeyDown={onKey}>
        {TAB_NAMES.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${module.id}-${index}`}
            aria-selected={active === index}
            aria-controls={`panel-${module.id}-${index}`}
            tabIndex={active === index ? 0 : -1}
            className="mk-tab"
            onClick={() => setActive(index)}
          >
            {progress.tabs[index] ? '✓ ' : ''}
            {name}
          </button>
        ))}
      </div>
      <div
        className="mk-tabpanel"
        role="tabpanel"
        id={`panel-${module.id}-${active}`}
        aria-labelledby={`tab-${module.id}-${active}`}
      >
        {active === 0 ? (
          <>
            <p className="mk-muted">{module.categories?.[0]?.name}</p>
            <SafeHtml html={first.html} css={first.css} />
            <ReflectionPanel module={module} profile={profile} onAnswered={onChanged} />
            {learner ? (
              <RatingPicker
                moduleId={module.id}
                initial={module.hasUserLikedModule?.score}
                onContinue={() => next(0)}
              />
            ) : (
              <button type="button" className="mk-btn" onClick={() => next(0)}>
                Continue
              </button>
            )}
          </>
        ) : active === 1 ? (
          <>
            <ProjectsTab module={module} profile={profile} projects={mini} onSubmit={setSubmitting} />
            <button type="button" className="mk-btn" onClick={() => next(1)}>
              Continue
            </button>
          </>
        ) : (
          <>
            <ProjectsTab module={module} profile={profile} projects={skill} onSubmit={setSubmitting} />
            <div ref={endRef} className="mk-tab-end" aria-hidden="true" />
            {learner && progress.tabs.every(Boolean) ? (
              <ModuleComplete module={module} openedAt={openedAt} />
            ) : null}
          </>
        )}
      </div>
      {learner ? <ProgressStrip tabs={progress.tabs} names={TAB_NAMES} onSelect={select} /> : null}
      {far ? (
        <div className="mk-float" part="scroll-actions">
          <button
            type="button"
            className="mk-icon-btn"
            aria-label="Back to top"
            onClick={() => {
              window.scrollTo({ top: 0 });
              titleRef.current?.focus({ preventScroll: true });
            }}
          >
            ↑
          </button>
          <ShareButton title={module.name} path={modulePreviewPath(module.id)} />
        </div>
      ) : null}
      <SubmitProjectModal
        moduleId={module.id}
        project={submitting}
        onClose={() => setSubmitting(null)}
        onSubmitted={onChanged}
      />
    </article>
  );
}
