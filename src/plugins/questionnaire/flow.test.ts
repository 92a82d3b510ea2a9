import { describe, expect, it } from 'vitest';
import { questionnaireSchema } from './contract';
import { answerProblem, answersProblems, nextQuestion, pathOf } from './flow';
import { NPS_DEMO } from './server/demoQuestionnaires';

const q = NPS_DEMO;

describe('conditional skipping', () => {
  it('takes the if branch, then else if, then else', () => {
    expect(nextQuestion(q, 0, 3)).toBe(1);
    expect(nextQuestion(q, 0, 6)).toBe(1);
    expect(nextQuestion(q, 0, 7)).toBe(2);
    expect(nextQuestion(q, 0, 8)).toBe(2);
    expect(nextQuestion(q, 0, 9)).toBe(3);
  });

  it('matches a choice among several selected and ends on "end"', () => {
    expect(nextQuestion(q, 1, ['Preço', 'Suporte'])).toBe(4);
    expect(nextQuestion(q, 1, ['Preço'])).toBeNull();
    expect(nextQuestion(q, 2, 'Atendimento mais rápido')).toBe(4);
    expect(nextQuestion(q, 2, 'Mais recursos')).toBeNull();
  });

  it('goes on in order without a condition and ends after the last question', () => {
    const plain = { ...q, questions: q.questions.map((question) => ({ ...question, condition: undefined })) };
    expect(nextQuestion(plain, 0, 10)).toBe(1);
    expect(nextQuestion(plain, 4, null)).toBeNull();
  });

  it('walks the path the answers choose', () => {
    expect(pathOf(q, [9, null, null, 'Tudo', null])).toEqual([0, 3]);
    expect(pathOf(q, [2, ['Suporte'], null, null, 'Mais rápido'])).toEqual([0, 1, 4]);
    expect(pathOf(q, [7, null, 'Preços menores', null, null])).toEqual([0, 2]);
    expect(pathOf(q, [null, null, null, null, null])).toEqual([0, 3]);
  });
});

describe('answers', () => {
  it('keeps the 1-10 scale, the maximum selection and required questions', () => {
    expect(answerProblem(q.questions[0]!, 0)).toBe('Escolha uma nota de 1 a 10.');
    expect(answerProblem(q.questions[0]!, 11)).toBe('Escolha uma nota de 1 a 10.');
    expect(answerProblem(q.questions[0]!, 10)).toBeNull();
    expect(answerProblem(q.questions[0]!, null)).toBe('Responda esta pergunta para continuar.');
    expect(answerProblem(q.questions[1]!, ['Preço', 'Suporte', 'Velocidade'])).toBe('Escolha no máximo 2 opções.');
    expect(answerProblem(q.questions[1]!, ['Preço', 'Meu próprio motivo'])).toBeNull();
    expect(answerProblem(q.questions[3]!, null)).toBeNull();
  });

  it('accepts a declined questionnaire only with null answers', () => {
    expect(answersProblems(q, true, [null, null, null, null, null])).toEqual({});
    expect(answersProblems(q, true, [5, null, null, null, null])).toEqual({ answers: 'Ao recusar, nenhuma resposta é enviada.' });
  });

  it('refuses answers to skipped questions and missing required ones', () => {
    expect(answersProblems(q, false, [9, null, null, 'Tudo', null])).toEqual({});
    expect(answersProblems(q, false, [9, ['Preço'], null, null, null])).toEqual({ 'answers.1': 'Esta pergunta foi pulada e não leva resposta.' });
    expect(answersProblems(q, false, [3, null, null, null, null])).toEqual({ 'answers.1': 'Responda esta pergunta para continuar.' });
  });
});

describe('schema', () => {
  it('accepts the demo and refuses a backward jump', () => {
    expect(questionnaireSchema.safeParse(q).success).toBe(true);
    const loop = { ...q, questions: [q.questions[0]!, { ...q.questions[1]!, condition: { if: { when: { equals: 'Preço' }, goto: 0 }, elseIf: [] } }] };
    const result = questionnaireSchema.safeParse(loop);
    expect(result.success).toBe(false);
  });
});
