import './dashboard.css';
import { ModerationCard } from './moderation-card';
import { NewestTrailsCard } from './newest-trails-card';
import { TagsCard } from './tags-card';
import { TrailsCard } from './trails-card';
import { UsersCard } from './users-card';

/**
 * The landing page: what needs doing today, in real numbers from the server. Each
 * card loads and fails on its own; the header already names the page and greets the user.
 */
export function DashboardScreen() {
  return (
    <div className="cairn-dash-grid">
      <TrailsCard />
      <ModerationCard />
      <UsersCard />
      <TagsCard />
      <NewestTrailsCard />
    </div>
  );
}
