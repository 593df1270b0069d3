import { describe, expect, it } from 'vitest';
import { POSITIONS, trainingActivitySchema } from '@rugby/contracts';
import { SKILLS_GUIDES, completeSkillsSession, positionOfSkillsSession, skillsGuideFor, skillsSessionActivity } from '../src/content/skills-guides.ts';
import { resolvePlayerActivity } from '../src/player/daily-plan.ts';

const names = (position: (typeof POSITIONS)[number]) => skillsGuideFor(position).primarySkills.map((s) => s.name);

describe('skills guides', () => {
  it('has a guide for each of the ten positions with primary and secondary skills, techniques and drills', () => {
    expect(Object.keys(SKILLS_GUIDES).sort()).toEqual([...POSITIONS].sort());
    for (const position of POSITIONS) {
      const guide = skillsGuideFor(position);
      expect(guide.position).toBe(position);
      expect(guide.summary.length).toBeGreaterThan(40);
      expect(guide.primarySkills.length, position).toBeGreaterThanOrEqual(3);
      expect(guide.secondarySkills.length, position).toBeGreaterThanOrEqual(2);
      for (const skill of [...guide.primarySkills, ...guide.secondarySkills]) {
        expect(skill.techniques.length, `${position} ${skill.name}`).toBeGreaterThanOrEqual(2);
        expect(skill.drills.length).toBeGreaterThanOrEqual(1);
        for (const d of skill.drills) {
          expect(d.name.trim()).not.toBe('');
          expect(d.description.length).toBeGreaterThan(30);
          expect(Number.isInteger(d.duration) && d.duration >= 5 && d.duration <= 20).toBe(true);
        }
      }
    }
  });

  it('is specific to the position', () => {
    expect(names('prop')).toContain('Scrummaging');
    expect(names('hooker')).toContain('Lineout throwing');
    expect(names('lock')).toContain('Lineout jumping');
    expect(names('scrum-half')).toContain('Passing off the ground');
    expect(names('fly-half')).toContain('Tactical kicking');
    expect(names('wing')).toContain('Finishing');
    expect(skillsGuideFor('8').title).toBe('Number 8 Skills Guide');
    const signatures = POSITIONS.map((p) => names(p).join('|'));
    expect(new Set(signatures).size).toBe(POSITIONS.length);
  });
});

describe('Complete Skills Session', () => {
  it('records a completed skills activity: one drill per primary skill', () => {
    const activity = skillsSessionActivity('hooker');
    expect(trainingActivitySchema.parse(activity)).toEqual(activity);
    expect(activity).toMatchObject({ id: 'skills-guide-hooker', name: 'Hooker Skills Session', category: 'skills' });
    expect(activity.duration).toBe(skillsGuideFor('hooker').primarySkills.reduce((s, k) => s + k.drills[0]!.duration, 0));
    expect(activity.description).toContain('Target throwing');
    expect(completeSkillsSession('hooker', '2026-03-02')).toEqual({ date: '2026-03-02', completed: true, activity });
  });

  it('resolves a stored session id back to the activity, and nothing else', () => {
    expect(positionOfSkillsSession('skills-guide-8')).toBe('8');
    expect(positionOfSkillsSession('skills-guide-toString')).toBeNull();
    expect(positionOfSkillsSession('wu-ramp')).toBeNull();
    expect(resolvePlayerActivity('skills-guide-8')).toEqual(skillsSessionActivity('8'));
    expect(resolvePlayerActivity('skills-guide-8', 25)?.duration).toBe(25);
    expect(resolvePlayerActivity('no-such-activity')).toBeNull();
  });
});
