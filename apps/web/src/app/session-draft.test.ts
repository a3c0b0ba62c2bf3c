import { afterEach, describe, expect, it } from 'vitest';
import { claimSessionDrafts, clearSessionDrafts, sessionDraft } from './session-draft';

afterEach(() => sessionStorage.clear());

describe('sessionDraft', () => {
  it('keeps a form’s draft in the tab’s session until it is cleared', () => {
    const draft = sessionDraft<{ name: string }>('test.form');
    expect(draft.read()).toBeNull();
    draft.write({ name: 'Autohaus Muster' });
    expect(sessionDraft<{ name: string }>('test.form').read()).toEqual({ name: 'Autohaus Muster' });
    draft.clear();
    expect(draft.read()).toBeNull();
  });

  it('reads a damaged entry as no draft', () => {
    sessionStorage.setItem('kontor.draft.test.form', '{not json');
    expect(sessionDraft('test.form').read()).toBeNull();
  });

  it('clears every draft on logout, and nothing else the tab keeps', () => {
    sessionDraft('one').write({ a: 1 });
    sessionDraft('two').write({ b: 2 });
    sessionStorage.setItem('kontor.token', 'kept');
    clearSessionDrafts();
    expect(sessionDraft('one').read()).toBeNull();
    expect(sessionDraft('two').read()).toBeNull();
    expect(sessionStorage.getItem('kontor.token')).toBe('kept');
  });

  it('keeps the drafts for the same user’s next session, and clears them when another user logs in', () => {
    claimSessionDrafts('user-a');
    sessionDraft('company.create').write({ legalName: 'Autohaus A' });
    claimSessionDrafts('user-a');
    expect(sessionDraft('company.create').read()).toEqual({ legalName: 'Autohaus A' });
    claimSessionDrafts('user-b');
    expect(sessionDraft('company.create').read()).toBeNull();
  });
});
