// The rules api:diff judges a change by, with the level each gets. A rule's name says its side:
// `request-…` is what the client sends (narrowing it breaks the client), `response-…` what it reads
// (widening it breaks the client); the others are about the operation or both sides.

export type Level = 'error' | 'warning' | 'info';

export const LEVELS: readonly Level[] = ['error', 'warning', 'info'];

export const RULES = {
  // Paths and operations
  'path-removed': 'error',
  'operation-removed': 'error',
  'path-added': 'info',
  'operation-added': 'info',
  'operation-id-changed': 'warning',
  'operation-deprecated': 'info',
  'security-added': 'error',
  'security-changed': 'warning',
  'description-changed': 'info',
  deprecated: 'info',

  // Request parameters
  'request-parameter-removed': 'error',
  'request-header-removed': 'warning',
  'request-parameter-added-required': 'error',
  'request-parameter-became-required': 'error',
  'request-parameter-added': 'info',
  'request-parameter-became-optional': 'info',
  'request-parameter-style-changed': 'error',
  'request-tenant-header-required': 'warning',
  'request-language-header-required': 'info',

  // Request body
  'request-body-added-required': 'error',
  'request-body-became-required': 'error',
  'request-body-added': 'info',
  'request-body-became-optional': 'info',
  'request-body-removed': 'warning',
  'request-media-type-removed': 'error',
  'request-media-type-added': 'info',

  // Request schemas (parameters and bodies)
  'request-property-removed': 'error',
  'request-property-added-required': 'error',
  'request-property-became-required': 'error',
  'request-property-added': 'info',
  'request-property-became-optional': 'info',
  'request-type-changed': 'error',
  'request-type-widened': 'info',
  'request-became-not-nullable': 'error',
  'request-became-nullable': 'info',
  'request-format-changed': 'error',
  'request-format-removed': 'info',
  'request-enum-value-removed': 'error',
  'request-enum-added': 'error',
  'request-enum-value-added': 'info',
  'request-enum-removed': 'info',
  'request-constraint-narrowed': 'error',
  'request-constraint-widened': 'info',
  'request-pattern-changed': 'error',
  'request-pattern-removed': 'info',
  'request-variant-removed': 'error',
  'request-additional-properties-closed': 'error',
  'request-variant-added': 'info',
  'request-default-changed': 'warning',

  // Responses
  'response-success-status-removed': 'error',
  'response-error-status-removed': 'warning',
  'response-success-status-added': 'warning',
  'response-error-status-added': 'info',
  'response-error-shape-changed': 'warning',
  'response-media-type-removed': 'error',
  'response-media-type-added': 'info',
  'response-list-envelope-changed': 'error',
  'response-header-removed': 'warning',
  'response-header-added': 'info',

  // Response schemas
  'response-property-removed': 'error',
  'response-property-became-optional': 'error',
  'response-property-added': 'info',
  'response-property-became-required': 'info',
  'response-type-changed': 'error',
  'response-type-narrowed': 'info',
  'response-became-nullable': 'error',
  'response-became-not-nullable': 'info',
  'response-format-changed': 'error',
  'response-format-added': 'info',
  'response-enum-value-added': 'warning',
  'response-enum-removed': 'warning',
  'response-enum-value-removed': 'info',
  'response-enum-added': 'info',
  'response-constraint-changed': 'info',
  'response-pattern-changed': 'info',
  'response-variant-added': 'error',
  'response-variant-removed': 'info',
} as const satisfies Record<string, Level>;

export type Rule = keyof typeof RULES;

export const levelOf = (rule: Rule): Level => RULES[rule];
