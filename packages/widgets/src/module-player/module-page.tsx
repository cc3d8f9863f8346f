import type { Module, Project, User } from '@modkit/sdk';
import { type ModuleTab, modulePreviewPath } from '@modkit/sdk/rules';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useT } from '../runtime/i18n';
import { isLearner } from '../runtime/profile';
import { contentAttributes, contentLanguage } from '../ui/content-language';
import { ArrowUp, ChevronLeft, Icon } from '../ui/icon';
import { SafeHtml } from '../ui/safe-html';
import { ModuleComplete } from './module-complete';
import { tabContent } from './module-data';
import { ModuleTabList, TAB_NAMES, useModuleTabs, useTabEnd } from './module-tabs';
import { ProgressStrip } from './progress-strip';
import { ProjectsTab } from './projects-tab';
import { RatingPicker } from './rating-picker';
import { ReflectionPanel } from './reflection-panel';
import { ShareButton } from './share-button';
import { useTabProgress } from './use-tab-progress';

/** The project form, loaded when a learner first opens it (a chunk of its own: most readers never do). */
const SubmitProjectModal = /* @__PURE__ */ lazy(() =>
  import('./submit-project-modal').then((m) => ({ default: m.SubmitProjectModal })),
);

/** Past 550 px of scroll: back to top (focus on the title) and share. */
function ScrollActions({
  module,
  titleRef,
}: {
  module: Module;
  titleRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useT();
  return (
    <div className="mk-float" part="scroll-actions">
      <button
        type="button"
        className="mk-icon-btn"
        aria-label={t('module.backToTop')}
        onClick={() => {
          window.scrollTo({ top: 0 });
          titleRef.current?.focus({ preventScroll: true });
        }}
      >
        <Icon icon={ArrowUp} />
      </button>
      <ShareButton title={module.name} path={modulePreviewPath(module.id)} />
    </div>
  );
}

function ContinueButton({ onClick }: { onClick: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className="mk-btn" onClick={onClick}>
      {t('common.continue')}
    </button>
  );
}

/** Tab 1: the category, the content, the reflection question and the rating (learners) or Continue. */
function IdeaTab({
  module,
  profile,
  learner,
  onChanged,
  onContinue,
}: {
  module: Module;
  profile: User;
  learner: boolean;
  onChanged: () => void;
  onContinue: () => void;
}) {
  const first = tabContent(module, 0);
  return (
    <>
      <p className="mk-muted" {...contentAttributes(module)}>
        {module.categories?.[0]?.name}
      </p>
      <SafeHtml html={first.html} css={first.css} lang={contentLanguage(module)} />
      <ReflectionPanel module={module} profile={profile} onAnswered={onChanged} />
      {learner ? (
        <RatingPicker
          moduleId={module.id}
          initial={module.hasUserLikedModule?.score}
          onContinue={onContinue}
        />
      ) : (
        <ContinueButton onClick={onContinue} />
      )}
    </>
  );
}

/** The open tab's panel: Get the idea, then the mini projects, then the skill-building projects. */
function ModuleTabPanel({
  module,
  profile,
  active,
  complete,
  endRef,
  onChanged,
  onContinue,
  onSubmitProject,
}: {
  module: Module;
  profile: User;
  active: number;
  /** A learner's three tabs are done: the module's completion shows. */
  complete: boolean;
  endRef: RefObject<HTMLDivElement | null>;
  onChanged: () => void;
  onContinue: (index: number) => void;
  onSubmitProject: (project: Project) => void;
}) {
  // When the page opened: a certificate issued after it was earned here.
  const [openedAt] = useState(() => Date.now());
  const projectsTab = (type: Project['type']) => (
    <ProjectsTab
      module={module}
      profile={profile}
      projects={(module.projects ?? []).filter((p) => p.type === type)}
      onSubmit={onSubmitProject}
    />
  );
  return (
    <div
      className="mk-tabpanel"
      role="tabpanel"
      id={`panel-${module.id}-${active}`}
      aria-labelledby={`tab-${module.id}-${active}`}
    >
      {active === 0 ? (
        <IdeaTab
          module={module}
          profile={profile}
          learner={isLearner(profile)}
          onChanged={onChanged}
          onContinue={() => onContinue(0)}
        />
      ) : active === 1 ? (
        <>
          {projectsTab('MINI_PROJECT')}
          <ContinueButton onClick={() => onContinue(1)} />
        </>
      ) : (
        <>
          {projectsTab('SKILL_BUILDING_PROJECT')}
          <div ref={endRef} className="mk-tab-end" aria-hidden="true" />
          {complete ? <ModuleComplete module={module} openedAt={openedAt} /> : null}
        </>
      )}
    </div>
  );
}

/**
 * The module page (part 1 §2.21): three tabs with the progress strip. Continue completes tabs 1 and 2;
 * reaching the end of tab 3 completes it. Each tab opened is recorded (POST /modules/{id}/tabs); past 550 px
 * of scroll a back-to-top button and the share icon appear; 20/40/60/80 % of tab 1 go to `modkit:analytics`.
 */
export function ModulePage({
  module,
  profile,
  tab,
  onBack,
  onChanged,
}: {
  module: Module;
  profile: User;
  /** The tab the host's URL opens (the host then routes the tabs: module-tabs.tsx). */
  tab?: ModuleTab | undefined;
  onBack: () => void;
  onChanged: () => void;
}) {
  const learner = isLearner(profile);
  const assignment = module.HasAssignToUser;
  const progress = useTabProgress(module.id, assignment?.completed_percentage, learner && !!assignment);
  const tabs = useModuleTabs(module.id, tab);
  const { active, select, far } = tabs;
  const [submitting, setSubmitting] = useState<Project | null>(null);
  // Once opened, the form stays mounted (closed), as it was before it loaded lazily: it returns the focus.
  const formOpened = useRef(false);
  if (submitting) formOpened.current = true;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { t } = useT();
  const endRef = useTabEnd(active, progress.reachedEnd);

  const next = (index: number) => {
    void progress.continueFrom(index);
    select(Math.min(index + 1, 2));
  };
  return (
    <article className="mk-module">
      <nav className="mk-breadcrumbs" aria-label={t('module.breadcrumbs')}>
        <button type="button" className="mk-link-btn" onClick={onBack}>
          <Icon icon={ChevronLeft} directional /> {t('module.backToPreview')}
        </button>
      </nav>
      <h2 className="mk-module__title" ref={titleRef} tabIndex={-1} {...contentAttributes(module)}>
        {module.name}
      </h2>
      <ModuleTabList moduleId={module.id} tabs={tabs} done={progress.tabs} />
      <ModuleTabPanel
        module={module}
        profile={profile}
        active={active}
        complete={learner && progress.tabs.every(Boolean)}
        endRef={endRef}
        onChanged={onChanged}
        onContinue={next}
        onSubmitProject={setSubmitting}
      />
      {learner ? (
        <ProgressStrip tabs={progress.tabs} names={TAB_NAMES.map((name) => t(name))} onSelect={select} />
      ) : null}
      {far ? <ScrollActions module={module} titleRef={titleRef} /> : null}
      {formOpened.current ? (
        <Suspense fallback={null}>
          <SubmitProjectModal
            moduleId={module.id}
            project={submitting}
            onClose={() => setSubmitting(null)}
            onSubmitted={onChanged}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
