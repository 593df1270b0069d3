import type { ActivityCategory, ContactLevel, ProgramItemDoc } from '@rugby/contracts';
import { MOVEMENT_CLASSES, type MovementClass } from '@rugby/contracts/training-load';
import { activityById, type Activity } from '../content/activities.ts';
import { LIBRARY_MOVEMENTS, type MovementFacts } from '../content/injury-map.ts';
import { prescriptionOf } from '../generator/dosing.ts';
import { classify, contactOf, intensityOf, lookAlike, MOVEMENT_WORDS } from '../import/classify.ts';

const ALL = Object.keys(MOVEMENT_CLASSES) as MovementClass[];
const CONTACT_RANK: Record<ContactLevel, number> = { none: 0, controlled: 1, live: 2 };

function factsOf(activity: Activity | null, item: ProgramItemDoc, category: ActivityCategory, contact: ContactLevel, high: boolean): MovementFacts {
  const prescription = activity ? prescriptionOf(activity) : null;
  return {
    id: activity?.id ?? null,
    kind: prescription?.kind ?? null,
    tags: activity?.tags ?? [],
    prescription,
    contact,
    intensity: high ? 'high' : item.intensity,
    category,
  };
}

/** What a library exercise is, at its own contact and intensity (the customization engine asks it of a candidate). */
export function libraryMovements(activity: Activity): ReadonlySet<MovementClass> {
  const prescription = prescriptionOf(activity);
  const facts: MovementFacts = {
    id: activity.id,
    kind: prescription?.kind ?? null,
    tags: activity.tags,
    prescription,
    contact: prescription?.contact ?? 'none',
    intensity: activity.intensity,
    category: activity.category,
  };
  return new Set(ALL.filter((c) => LIBRARY_MOVEMENTS[c](facts)));
}

/**
 * What an item of a day is, for what a check-in leaves out: a library exercise by its prescription, tags and the item's
 * own contact and intensity (content/injury-map.ts); a coach's own item by the library exercise its words look like and
 * the import classifier's words for contact, intensity and movements. The laws briefing is none of them.
 */
export function movementClasses(item: ProgramItemDoc, category: ActivityCategory): ReadonlySet<MovementClass> {
  if (category === 'laws') return new Set();
  const library = item.exerciseId ? activityById(item.exerciseId) : null;
  if (library) return new Set(ALL.filter((c) => LIBRARY_MOVEMENTS[c](factsOf(library, item, category, item.contact, false))));
  const words = item.name;
  const block = category === 'other' ? 'skills' : category;
  const said = contactOf(words, block);
  const contact = CONTACT_RANK[said] > CONTACT_RANK[item.contact] ? said : item.contact;
  const facts = factsOf(lookAlike(words), item, category, contact, intensityOf(words, block) === 'high');
  const classes = new Set(ALL.filter((c) => LIBRARY_MOVEMENTS[c](facts)));
  for (const [movement, pattern] of MOVEMENT_WORDS) if (pattern.test(words)) classes.add(movement);
  const { easy, cool } = classify(words);
  if ((easy || cool) && facts.intensity === 'low') classes.delete('strenuous');
  return classes;
}
