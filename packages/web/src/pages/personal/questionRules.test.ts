import { describe, expect, it } from 'vitest';
import { QuestionStatus } from '@portal/domain';
import { detailMode, questionActions } from './questionRules';

describe('what a question allows', () => {
  it("lets a draft be edited, submitted and deleted when the server's answer names 'edit', without a reply block", () => {
    expect(questionActions({ status: QuestionStatus.draft, actions: ['edit', 'delete'] })).toEqual({ editable: true, showsReply: false, awaitingReply: false });
  });

  it("keeps a draft read-only when the server's answer does not name 'edit'", () => {
    expect(questionActions({ status: QuestionStatus.draft, actions: [] }).editable).toBe(false);
  });

  it('treats a new question (no status yet) as a draft', () => {
    expect(questionActions(undefined).editable).toBe(true);
  });

  it('makes a submitted question read-only, waiting for the reply', () => {
    expect(questionActions({ status: QuestionStatus.submitted, actions: [] })).toEqual({ editable: false, showsReply: false, awaitingReply: true });
  });

  it('makes a replied question read-only with the reply shown', () => {
    expect(questionActions({ status: QuestionStatus.replied, actions: [] })).toEqual({ editable: false, showsReply: true, awaitingReply: false });
  });
});

describe('the address of MyQuestionDet', () => {
  const mode = (query: string) => detailMode(new URLSearchParams(query));

  it('opens an empty form for type=add, whatever the id', () => {
    expect(mode('type=add')).toEqual({ mode: 'add' });
    expect(mode('type=add&id=7')).toEqual({ mode: 'add' });
  });

  it('opens a question by its id for type=det or no type', () => {
    expect(mode('id=7&type=det')).toEqual({ mode: 'det', id: 7 });
    expect(mode('id=7')).toEqual({ mode: 'det', id: 7 });
  });

  it('refuses a missing or malformed id and an unknown type', () => {
    for (const query of ['type=det', 'id=0&type=det', 'id=-1', 'id=1.5', 'id=abc', 'id=7&type=edit']) expect(mode(query), query).toEqual({ mode: 'invalid' });
  });
});
