import type { Questionnaire } from '../contract';

/**
 * The demo NPS questionnaire: a 1-10 score, then by score (if up to 6, else if 7 or 8, else)
 * one of three follow-ups, and an optional last word for the lower scores.
 */
export const NPS_DEMO: Questionnaire = {
  id: 1,
  type: 'nps',
  title: 'Sua opinião sobre o Painel',
  invitation_msg: 'Você tem um minuto para nos contar como está sendo a sua experiência?',
  thanks_msg: 'Obrigado! Sua resposta nos ajuda a melhorar o Painel.',
  questions: [
    {
      title: 'De 1 a 10, quanto você recomendaria o Painel a um amigo?',
      type: 'quantitative',
      optional: false,
      choice: [],
      free_choice: false,
      labelMin: 'Nada provável',
      labelMax: 'Muito provável',
      condition: { if: { when: { max: 6 }, goto: 1 }, elseIf: [{ when: { min: 7, max: 8 }, goto: 2 }], else: 3 },
    },
    {
      title: 'O que mais atrapalhou a sua experiência?',
      type: 'multiple_choice',
      optional: false,
      choice: ['Preço', 'Velocidade', 'Suporte', 'Facilidade de uso'],
      free_choice: true,
      max_selection: 2,
      condition: { if: { when: { in: ['Suporte'] }, goto: 4 }, elseIf: [], else: 'end' },
    },
    {
      title: 'O que faria você dar uma nota maior?',
      type: 'single_choice',
      optional: false,
      choice: ['Preços menores', 'Mais recursos', 'Atendimento mais rápido'],
      free_choice: true,
      condition: { if: { when: { equals: 'Atendimento mais rápido' }, goto: 4 }, elseIf: [], else: 'end' },
    },
    {
      title: 'O que você mais gosta no Painel?',
      type: 'text',
      optional: true,
      choice: [],
      free_choice: false,
      instructionPlaceholder: 'Conte para nós em poucas palavras',
      condition: { if: { when: { equals: '' }, goto: 'end' }, elseIf: [], else: 'end' },
    },
    {
      title: 'Como podemos melhorar o nosso suporte?',
      type: 'text',
      optional: true,
      choice: [],
      free_choice: false,
      instructionPlaceholder: 'Sua sugestão',
    },
  ],
};
