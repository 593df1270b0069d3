import { CoachPage } from '../../../components/coach-page.tsx';
import { ConcussionProtocolCard } from '../components/concussion-protocol-card.tsx';
import { SeasonSettingsForm } from '../components/season-settings-form.tsx';

export function SeasonSettingsRoute() {
  return (
    <CoachPage title="Season Settings" intro="Set your pre-season and in-season dates so programs match the time of year.">
      <div className="coach:grid coach:gap-6">
        <SeasonSettingsForm />
        <ConcussionProtocolCard />
      </div>
    </CoachPage>
  );
}
