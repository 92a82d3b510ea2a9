import type { Question, Questionnaire } from './contract';
import { SCALE, type AnswerValue } from './model';

/** The questionnaire engine's rules, pure: which question follows, and whether an answer will do. */

function matches(when: NonNullable<Question['condition']>['if']['when'], value: AnswerValue): boolean {
  if (value === null) return false;
  const values = Array.isArray(value) ? value : [value];
  if (when.equals !== undefined && !values.some((v) => v === when.equals)) return false;
  if (when.in !== undefined && !values.some((v) => when.in!.includes(v))) return false;
  if (when.min !== undefined && !(typeof value === 'number' && value >= when.min)) return false;
  if (when.max !== undefined && !(typeof value === 'number' && value <= when.max)) return false;
  return true;
}

/** The position of the question after `index` given its answer, or null at the end. */
export function nextQuestion(questionnaire: Questionnaire, index: number, value: AnswerValue): number | null {
  const condition = questionnaire.questions[index]?.condition;
  let goto: number | 'end' | undefined;
  if (condition) {
    const taken = [condition.if, ...condition.elseIf].find((branch) => matches(branch.when, value));
    goto = taken ? taken.goto : condition.else;
  }
  if (goto === 'end') return null;
  const next = goto ?? index + 1;
  return next < questionnaire.questions.length ? next : null;
}

/** The questions a customer walks through with these answers, in order. */
export function pathOf(questionnaire: Questionnaire, answers: readonly AnswerValue[]): number[] {
  const path: number[] = [];
  for (let index: number | null = 0; index !== null; index = nextQuestion(questionnaire, index, answers[index] ?? null)) path.push(index);
  return path;
}

const isBlank = (value: AnswerValue) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Why this answer cannot be taken, in pt-BR, or null when it can. */
export function answerProblem(question: Question, value: AnswerValue): string | null {
  if (isBlank(value)) return question.optional ? null : 'Responda esta pergunta para continuar.';
  switch (question.type) {
    case 'quantitative':
      return typeof value === 'number' && Number.isInteger(value) && value >= SCALE.min && value <= SCALE.max ? null : `Escolha uma nota de ${SCALE.min} a ${SCALE.max}.`;
    case 'text':
      return typeof value === 'string' ? null : 'Escreva a sua resposta.';
    case 'single_choice':
      return typeof value === 'string' && (question.free_choice || question.choice.includes(value)) ? null : 'Escolha uma das opções.';
    case 'multiple_choice': {
      if (!Array.isArray(value)) return 'Escolha uma ou mais opções.';
      if (question.max_selection !== undefined && value.length > question.max_selection) return `Escolha no máximo ${question.max_selection} opções.`;
      const others = value.filter((v) => !question.choice.includes(v));
      return others.length > (question.free_choice ? 1 : 0) ? 'Escolha entre as opções.' : null;
    }
  }
}

/**
 * Problems of a whole answer, keyed "answers.N": declining sends only nulls; otherwise every
 * question on the path is answered as its type requires and questions skipped stay null.
 */
export function answersProblems(questionnaire: Questionnaire, declined: boolean, answers: readonly AnswerValue[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (answers.length !== questionnaire.questions.length) problems.answers = 'Envie uma resposta para cada pergunta.';
  if (declined) {
    if (answers.some((a) => a !== null)) problems.answers = 'Ao recusar, nenhuma resposta é enviada.';
    return problems;
  }
  const path = new Set(pathOf(questionnaire, answers));
  questionnaire.questions.forEach((question, index) => {
    const value = answers[index] ?? null;
    const problem = path.has(index) ? answerProblem(question, value) : value === null ? null : 'Esta pergunta foi pulada e não leva resposta.';
    if (problem) problems[`answers.${index}`] = problem;
  });
  return problems;
}
