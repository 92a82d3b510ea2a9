import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { MAX_ANSWER_TEXT, QUESTION_TYPES } from './model';

export * from './model';

/** Where a branch leads: a later question's position (0-based) or the end of the questionnaire. */
const target = z.union([z.number().int().min(0), z.literal('end')]);

/** What the answer to the question must look like for a branch to be taken. */
const matchSchema = z
  .object({
    equals: z.union([z.string().max(MAX_LENGTH.shortText), z.number()]).optional(),
    in: z.array(z.union([z.string().max(MAX_LENGTH.shortText), z.number()])).max(50).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .strict();

const branchSchema = z.object({ when: matchSchema, goto: target }).strict();

/**
 * Conditional skipping after a question: the first branch whose `when` matches the answer
 * (if, then each else if) decides the next question; `else` when none does; without a
 * condition, or with no branch taken and no else, the next question in order follows.
 */
export const conditionSchema = z
  .object({ if: branchSchema, elseIf: z.array(branchSchema).max(20).default([]), else: target.optional() })
  .strict();

export const questionSchema = z
  .object({
    title: z.string().min(1).max(MAX_LENGTH.shortText),
    type: z.enum(QUESTION_TYPES),
    optional: z.boolean().default(false),
    choice: z.array(z.string().min(1).max(MAX_LENGTH.shortText)).max(30).default([]),
    /** A choice question also takes a text of the customer's own ("Outro"). */
    free_choice: z.boolean().default(false),
    max_selection: z.number().int().min(1).optional(),
    condition: conditionSchema.optional(),
    labelMin: z.string().max(MAX_LENGTH.shortText).optional(),
    labelMax: z.string().max(MAX_LENGTH.shortText).optional(),
    instructionPlaceholder: z.string().max(MAX_LENGTH.shortText).optional(),
  })
  .strict();

/** A questionnaire is data: a new one is a row the API serves, checked by this schema, not code. */
export const questionnaireSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(['nps', 'other']),
    title: z.string().min(1).max(MAX_LENGTH.shortText),
    invitation_msg: z.string().min(1).max(MAX_LENGTH.freeText),
    thanks_msg: z.string().min(1).max(MAX_LENGTH.freeText),
    questions: z.array(questionSchema).min(1).max(50),
  })
  .strict()
  .superRefine((q, ctx) => {
    q.questions.forEach((question, index) => {
      const path = ['questions', index];
      if (question.type.endsWith('_choice') && question.choice.length === 0 && !question.free_choice) {
        ctx.addIssue({ code: 'custom', path: [...path, 'choice'], message: 'Uma pergunta de escolha precisa de opções.' });
      }
      const c = question.condition;
      const targets = c ? [c.if.goto, ...c.elseIf.map((b) => b.goto), ...(c.else === undefined ? [] : [c.else])] : [];
      // Only forward jumps: a questionnaire always ends.
      for (const goto of targets) {
        if (goto !== 'end' && (goto <= index || goto >= q.questions.length)) {
          ctx.addIssue({ code: 'custom', path: [...path, 'condition'], message: `Destino ${goto} inválido: use uma pergunta seguinte ou "end".` });
        }
      }
    });
  });

export type Questionnaire = z.infer<typeof questionnaireSchema>;
export type Question = z.infer<typeof questionSchema>;
export type Condition = z.infer<typeof conditionSchema>;

/** POST /questionnaire/{id}/answer: one entry per question, null where skipped; all null when declined. */
export const answerBodySchema = z
  .object({
    declined: z.boolean(),
    answers: z.array(z.union([z.number(), z.string().max(MAX_ANSWER_TEXT), z.array(z.string().max(MAX_ANSWER_TEXT)).max(30), z.null()])).max(50),
  })
  .strict();

export type AnswerBody = z.infer<typeof answerBodySchema>;
