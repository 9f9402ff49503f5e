import { hubs, type ExpressionValidationHub } from '../../../shared/realtime/hub-contract.ts';
import { SETUP_VIEWERS } from '../../../shared/auth/role-sets.ts';
import { validateExpression, type ExpressionQuestion } from '../../../shared/computed/validate-expression.ts';
import { HubError, defineHub } from '../hub-registry.ts';
import { textArgument } from '../hub-arguments.ts';

const MAX_QUESTIONS = 5_000;

function questionsArgument(value: unknown): ExpressionQuestion[] {
  if (!Array.isArray(value) || value.length > MAX_QUESTIONS) throw new HubError('questions must be a list.');
  return value.map((question: unknown) => {
    const { questionCode, type } = (question ?? {}) as { questionCode?: unknown; type?: unknown };
    if (typeof questionCode !== 'string') throw new HubError('Every question needs a questionCode.');
    return typeof type === 'string' ? { questionCode, type } : { questionCode };
  });
}

/**
 * Expression validation for the designer: the shared parser judges the expression and the answer comes
 * back as an ExpressionValidated event. Only people who work on some organisation's setup may ask.
 */
export const expressionValidationHub = defineHub<ExpressionValidationHub>(
  'expressionValidation',
  hubs.expressionValidation,
  {
    ValidateExpression: async (context, expression, _tokens, questions) => {
      const { caller } = context;
      const designsForms =
        caller.superAdmin ||
        [...caller.rolesByOrg.values()].some((roles) => SETUP_VIEWERS.some((role) => roles.has(role)));
      if (!designsForms) throw new HubError('You do not have the role needed for this.');
      const result = validateExpression(textArgument(expression, 'expression'), questionsArgument(questions));
      context.reply('ExpressionValidated', [result]);
    },
  },
);
