import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { NPS_DEMO } from './demoQuestionnaires';
import { SURVEY_DEMO_EMAIL } from './demoUser';

const app = withTestApp();

describe('questionnaires', () => {
  it('serves the pending questionnaire and takes an answer along its path once', async () => {
    const token = await loginAs(app, SURVEY_DEMO_EMAIL);
    expect((await call(app, token, 'GET', '/api/questionnaire')).json().data).toEqual({ questionnaireId: 1 });
    const questionnaire = (await call(app, token, 'GET', '/api/questionnaire/1')).json().data;
    expect(questionnaire).toEqual(NPS_DEMO);

    const skippedAnswered = await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: false, answers: [9, ['Preço'], null, null, null] });
    expect(skippedAnswered.statusCode).toBe(422);
    expect(skippedAnswered.json().errors).toEqual({ 'answers.1': 'Esta pergunta foi pulada e não leva resposta.' });
    const tooMany = await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: false, answers: [3, ['Preço', 'Velocidade', 'Suporte'], null, null, null] });
    expect(tooMany.json().errors).toEqual({ 'answers.1': 'Escolha no máximo 2 opções.' });

    expect((await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: false, answers: [3, ['Suporte'], null, null, 'Mais rápido'] })).statusCode).toBe(201);
    expect((await call(app, token, 'GET', '/api/questionnaire')).json().data).toEqual({ questionnaireId: null });
    expect((await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: true, answers: [null, null, null, null, null] })).statusCode).toBe(409);
  });

  it('takes a refusal as null answers only', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: true, answers: [null, null, null, null, null] })).statusCode).toBe(403);
    await call(app, token, 'POST', '/api/sandbox/questionnaire/1/assign');
    const withAnswer = await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: true, answers: [5, null, null, null, null] });
    expect(withAnswer.json().errors).toEqual({ answers: 'Ao recusar, nenhuma resposta é enviada.' });
    expect((await call(app, token, 'POST', '/api/questionnaire/1/answer', { declined: true, answers: [null, null, null, null, null] })).statusCode).toBe(201);
    expect((await call(app, token, 'GET', '/api/sandbox/questionnaire/1/answers')).json().data).toEqual([{ declined: true, answers: [null, null, null, null, null] }]);
  });

  it('publishes a new questionnaire as data, refused when the schema does not hold', async () => {
    const token = await loginAs(app, DEMO.owner);
    const other = { id: 7, type: 'other', title: 'Novo recurso', invitation_msg: 'Pode responder?', thanks_msg: 'Obrigado!', questions: [{ title: 'Gostou?', type: 'single_choice', choice: ['Sim', 'Não'] }] };
    expect((await call(app, token, 'POST', '/api/sandbox/questionnaire', other)).statusCode).toBe(201);
    expect((await call(app, token, 'GET', '/api/questionnaire/7')).json().data.questions[0].optional).toBe(false);
    const bad = await call(app, token, 'POST', '/api/sandbox/questionnaire', { ...other, questions: [{ title: 'Gostou?', type: 'single_choice', choice: [] }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['questions.0.choice']).toBe('Uma pergunta de escolha precisa de opções.');
    expect((await call(app, token, 'GET', '/api/questionnaire/99')).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await call(app, null, 'GET', '/api/questionnaire')).statusCode).toBe(401);
    expect((await call(app, null, 'POST', '/api/questionnaire/1/answer', { declined: true, answers: [] })).statusCode).toBe(401);
  });
});
