import { GraphQLError, type ValidationContext, type ASTVisitor } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { describeUnsafeText, findUnsafeText, unsafeTextReason } from '@rugby/contracts';

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** Validation rule: every string literal in the document follows the text rule (named by the argument it is in). */
function safeStringLiterals(context: ValidationContext): ASTVisitor {
  const argumentNames: string[] = [];
  return {
    Argument: {
      enter: (node) => {
        argumentNames.push(node.name.value);
      },
      leave: () => {
        argumentNames.pop();
      },
    },
    ObjectField: {
      enter: (node) => {
        argumentNames.push(node.name.value);
      },
      leave: () => {
        argumentNames.pop();
      },
    },
    StringValue(node) {
      const reason = unsafeTextReason(node.value);
      if (reason)
        context.reportError(new GraphQLError(`${argumentNames.join('.') || 'a string'}: ${reason}`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * The contracts text rule for GraphQL (subgraphs and the gateway): a string variable or literal with a NUL character
 * or an unpaired surrogate is refused with BAD_USER_INPUT (HTTP 400) naming the field, before anything resolves.
 */
export function textRulePlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      const unsafe = findUnsafeText(params.variables ?? {}, 'variables') ?? (params.query ? findUnsafeText(params.query, 'query') : null);
      if (unsafe) setResult({ errors: [badInput(describeUnsafeText(unsafe))] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(safeStringLiterals);
    },
  };
}
