/** Rugby topics recognised in coaches' text (customization requests, session focus, pasted programs), mapped to library tags. */
export interface TopicKeyword {
  tag: string;
  /** How a "more of this" request reads in the customization notes. */
  label: string;
  /** Which block gains the work. */
  block: 'skills' | 'conditioning';
  pattern: RegExp;
}

export const TOPIC_KEYWORDS: readonly TopicKeyword[] = [
  { tag: 'scrum', label: 'More scrummaging', block: 'skills', pattern: /scrum/i },
  { tag: 'lineout', label: 'More lineout work', block: 'skills', pattern: /line[- ]?out/i },
  { tag: 'maul', label: 'More maul work', block: 'skills', pattern: /maul/i },
  { tag: 'breakdown', label: 'More breakdown work', block: 'skills', pattern: /breakdown|\bruck|jackal|turnover/i },
  { tag: 'tackle', label: 'More tackling', block: 'skills', pattern: /tackl/i },
  { tag: 'defence', label: 'More defence', block: 'skills', pattern: /defen[cs]e|defending/i },
  { tag: 'kicking', label: 'More kicking', block: 'skills', pattern: /kick(?!-?chase)/i },
  { tag: 'offload', label: 'More offloading', block: 'skills', pattern: /offload/i },
  { tag: 'handling', label: 'More handling', block: 'skills', pattern: /handling|passing|catch[- ]pass|ball skills/i },
  { tag: 'evasion', label: 'More evasion work', block: 'skills', pattern: /evasi|side-?step|footwork/i },
  { tag: 'aerial', label: 'More high-ball work', block: 'skills', pattern: /high ball|aerial|up[- ]and[- ]under/i },
  { tag: 'counter-attack', label: 'More counter-attack', block: 'skills', pattern: /counter[- ]?attack/i },
  { tag: 'speed', label: 'More speed work', block: 'conditioning', pattern: /speed|sprint|acceleration|\bpace\b/i },
];

export const topicsIn = (text: string): TopicKeyword[] => TOPIC_KEYWORDS.filter((k) => k.pattern.test(text));
export const tagsIn = (text: string): string[] => topicsIn(text).map((k) => k.tag);
