import { aboutLead, aboutPageCopy, aboutStats, aboutStory, aboutValues, managementTeam } from '../../data/about.ts';
import { accreditations } from '../../data/business.ts';

export function loader() {
  return { copy: aboutPageCopy, aboutLead, aboutStats, aboutStory, aboutValues, managementTeam, accreditations };
}
