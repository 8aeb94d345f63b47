import { factSlots } from '../../server/views/fact-slots.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { aboutLeadWithoutStory, aboutPageCopy, aboutStats, aboutValues } from '../../data/about.ts';
import { managers, slowestTeamMinutes, story as aboutStory } from '../../data/business.ts';
import { shownAccreditations, shownFigures, withoutSamples } from '../../server/business/business-facts.ts';
import { loadContextOf } from '../../server/http/load-context.ts';
import { placePageCount } from '../../server/views/location-paths.ts';
import { servedAreaInFull } from '../../server/views/served-places.ts';
import { fillCopy, numberInWords, withoutSentences } from '../../shared/text.ts';

export function loader({ context }: LoaderFunctionArgs) {
  // A sample figure reaches the page only while the site runs with sample facts: otherwise every
  // sentence and box that states it is left out (docs/decisions/049).
  const { sampleContent } = loadContextOf(context);
  const figures = shownFigures(sampleContent);
  // The example business's story, and the lead that tells it in brief, only on the sample site.
  const story = aboutStory && (!aboutStory.sample || sampleContent) ? aboutStory : undefined;
  const hidden = [
    ...(figures.yearsTrading === null ? ['{years}'] : []),
    ...(figures.customersServed === null ? ['{customers}'] : []),
    ...(figures.locksmiths === null ? ['{locksmiths}'] : []),
  ];
  const values = {
    years: figures.yearsTrading ?? '',
    customers: figures.customersServed ?? '',
    locksmiths: figures.locksmiths ?? '',
    places: placePageCount(),
    areaInFull: servedAreaInFull,
    teamMinutes: slowestTeamMinutes,
  };
  const shown = (text: string) => fillCopy(withoutSentences(text, hidden), values);
  const { title, titleWithoutYears, description, ...copy } = aboutPageCopy;
  const team = withoutSamples(managers, sampleContent);
  return {
    copy: {
      ...fillCopy(copy, { ...factSlots, count: team.length === 1 ? 'person' : `${numberInWords(team.length)} people` }),
      title: figures.yearsTrading === null ? titleWithoutYears : fillCopy(title, values),
      description: story ? description.withStory : team.length ? description.withTeam : description.plain,
    },
    aboutLead: story ? shown(story.lead) : fillCopy(aboutLeadWithoutStory, values),
    // The figures stand beside the story; without it the lead says how many places we cover.
    aboutStats: !story ? [] : aboutStats.filter((stat) => !hidden.some((part) => stat.value.includes(part))).map((stat) => fillCopy(stat, values)),
    aboutStory: story ? story.paragraphs.map(shown) : [],
    aboutValues: fillCopy(aboutValues, factSlots),
    managementTeam: team,
    accreditations: shownAccreditations(sampleContent),
  };
}
