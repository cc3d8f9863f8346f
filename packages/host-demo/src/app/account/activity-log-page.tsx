import { hasProfileBuildingSupport } from '@modkit/sdk/rules';
import { useCallback, useState } from 'react';
import { LOCKED_PAGES } from '../locked/locked-pages';
import { useLearnerPackage } from '../projects/learner-package';
import { gatedPage } from '../router/gated-page';
import { Redirect } from '../router/redirect';
import { PageFrame } from '../ui/page-frame';
import { ActivityMonth } from './activity-month';
import { AnsweredReflections } from './answered-reflections';
import { CertificatesSection } from './certificates-section';
import { KeyJobs } from './key-jobs';
import { LearnerOnly } from './learner-only';
import { ModuleProgress } from './module-progress';
import { MostViewed } from './most-viewed';
import { PointsAndBadges } from './points-and-badges';
import { SubmittedProjects } from './submitted-projects';
import { useViewedModules } from './use-viewed-modules';
import './account.css';
import './activity-log.css';
import { useAppTranslator } from '../i18n/use-app-translator';

/**
 * `/activity-log` (part 2 §2 Activity Log, §6, §9): a learner whose package has AI-based profile building
 * support sees the month chart, Most Viewed, key jobs, points and badges, certificates (only if any), ongoing
 * and completed modules, submitted projects and answered reflection questions; any other package goes to
 * `/activity-log-locked`. Each part loads on its own; a failed read hides that part (part 2 §8).
 */
export default gatedPage(LearnerOnly, GatedActivityLog);

function GatedActivityLog() {
  const pkg = useLearnerPackage();
  if (!hasProfileBuildingSupport(pkg)) return <Redirect to={LOCKED_PAGES['activity-log'].path} />;
  return <ActivityLog />;
}

/**
 * Most Viewed's height comes with its data (the cloud's words): the parts below it show once it has its data,
 * so that nothing shown is pushed down (on a phone Points and Badges starts at the first screen's bottom edge).
 * They load meanwhile; their boxes take no room (`display: contents` once shown: still the page's grid items).
 */
function ActivityLog() {
  const modules = useViewedModules();
  const { t } = useAppTranslator();
  const [cloudIn, setCloudIn] = useState(false);
  const onCloudIn = useCallback(() => setCloudIn(true), []);
  return (
    <PageFrame title={t('account.activityLog')} crumbs={[{ label: t('account.activityLog') }]}>
      <ActivityMonth />
      <div className="activity-grid">
        <MostViewed onSettled={onCloudIn} />
        <div className="activity-below" hidden={!cloudIn}>
          <PointsAndBadges />
        </div>
      </div>
      <div className="activity-below" hidden={!cloudIn}>
        <KeyJobs />
        <CertificatesSection />
        <ModuleProgress modules={modules} />
        <SubmittedProjects />
        <AnsweredReflections modules={modules} />
      </div>
    </PageFrame>
  );
}
