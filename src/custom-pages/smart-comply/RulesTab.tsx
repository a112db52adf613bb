import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComplianceRuleParams } from '../../domain/complianceRules';
import { RULE_PARAMS } from '../../domain/complianceRuleParams';
import { COMPLIANCE_SEVERITIES, MCC_CATEGORY_VALUES, type ComplianceSeverity, type MccCategory } from '../../domain/contractLists';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import type { ComplianceRuleRecord, ComplianceRuleWrite, ComplianceSimulation } from '../../providers/data/methods/compliance';
import { mccLabel } from '../../resources/cards/mccCategories';
import { useComplianceRules, useSaveRule, useSimulateRule } from './useCompliance';
import { useExplanationText } from './useExplanationText';

const T = 'spendboard.compliance';

const writeOf = (rule: ComplianceRuleRecord): ComplianceRuleWrite => ({
  enabled: rule.enabled,
  severity: rule.severity,
  params: rule.params,
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The field errors of a 422 (`params.amount` → message), or null. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: Record<string, string[]> } } | null)?.body;
  return Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
}

/**
 * One rule: its switch, severity and parameters. A change is simulated first ("would have raised N
 * flags in the last 90 days" with examples); Save is enabled only for the change just simulated.
 */
const RuleCard = ({ rule, canManage }: { rule: ComplianceRuleRecord; canManage: boolean }) => {
  const translate = useTranslate();
  const explain = useExplanationText();
  const notice = useSuccessNotice();
  const simulate = useSimulateRule();
  const save = useSaveRule();
  const [draft, setDraft] = useState<ComplianceRuleWrite>(writeOf(rule));
  const [simulated, setSimulated] = useState<{ write: ComplianceRuleWrite; result: ComplianceSimulation } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = translate(`${T}.kinds.${rule.kind}`);
  const changed = !same(draft, writeOf(rule));
  const checked = simulated !== null && same(simulated.write, draft);
  const update = (next: Partial<ComplianceRuleWrite>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const setParam = (name: keyof ComplianceRuleParams, value: ComplianceRuleParams[keyof ComplianceRuleParams]) =>
    update({ params: { ...draft.params, [name]: value } });
  const numberParam = (name: 'amount' | 'days' | 'start_hour' | 'end_hour') => (
    <TextField
      key={name}
      size="small"
      type="number"
      label={translate(`${T}.rules.params.${name}`)}
      value={draft.params[name] ?? ''}
      disabled={!canManage}
      onChange={(event) => setParam(name, event.target.value === '' ? undefined : Number(event.target.value))}
      error={Boolean(errors[`params.${name}`])}
      helperText={errors[`params.${name}`]}
      sx={{ width: 200 }}
    />
  );
  const runSimulation = async () => {
    try {
      const result = await simulate.mutateAsync({ id: rule.id, body: draft });
      setSimulated({ write: draft, result });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const runSave = async () => {
    try {
      await save.mutateAsync({ id: rule.id, body: draft });
      setSimulated(null);
      notice('compliance_rule_saved', { rule: title });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const headingId = `comply-rule-${rule.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={2}>
            <Typography id={headingId} component="h2" variant="subtitle1" fontWeight={700}>
              {title}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.enabled}
                  disabled={!canManage}
                  onChange={(event) => update({ enabled: event.target.checked })}
                  slotProps={{ input: { 'aria-label': translate(`${T}.rules.switch_label`, { rule: title }) } }}
                />
              }
              // The words say the rule's state (issue 35 item 6): "On" or "Off".
              label={translate(draft.enabled ? `${T}.rules.enabled` : `${T}.rules.disabled`)}
            />
          </Stack>
          <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2}>
            <FormControl size="small" sx={{ minWidth: 160 }}>
              <InputLabel id={`${headingId}-severity`}>{translate(`${T}.rules.severity`)}</InputLabel>
              <Select
                labelId={`${headingId}-severity`}
                label={translate(`${T}.rules.severity`)}
                value={draft.severity}
                disabled={!canManage}
                onChange={(event) => update({ severity: event.target.value as ComplianceSeverity })}
              >
                {COMPLIANCE_SEVERITIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {translate(`${T}.severity.${value}`)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {RULE_PARAMS[rule.kind].map((name) =>
              name === 'categories' ? (
                <FormControl key={name} size="small" sx={{ minWidth: 260, maxWidth: '100%' }} error={Boolean(errors['params.categories'])}>
                  <InputLabel id={`${headingId}-categories`}>{translate(`${T}.rules.params.categories`)}</InputLabel>
                  <Select<MccCategory[]>
                    multiple
                    labelId={`${headingId}-categories`}
                    label={translate(`${T}.rules.params.categories`)}
                    value={draft.params.categories ?? []}
                    disabled={!canManage}
                    onChange={(event) => setParam('categories', event.target.value as MccCategory[])}
                    renderValue={(selected) => selected.map((value) => translate(mccLabel(value))).join(', ')}
                  >
                    {MCC_CATEGORY_VALUES.map((value) => (
                      <MenuItem key={value} value={value}>
                        <Checkbox checked={(draft.params.categories ?? []).includes(value)} />
                        <ListItemText primary={translate(mccLabel(value))} />
                      </MenuItem>
                    ))}
                  </Select>
                  {errors['params.categories'] ? (
                    <Typography color="error" variant="caption">
                      {errors['params.categories']}
                    </Typography>
                  ) : null}
                </FormControl>
              ) : (
                numberParam(name)
              ),
            )}
          </Stack>
          {canManage && changed ? (
            <Stack spacing={1}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Button variant="outlined" onClick={runSimulation} disabled={simulate.isPending}>
                  {translate(simulate.isPending ? `${T}.rules.simulating` : `${T}.rules.simulate`)}
                </Button>
                <Button variant="contained" onClick={runSave} disabled={!checked || save.isPending}>
                  {translate(`${T}.rules.save`)}
                </Button>
                {!checked ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate(`${T}.rules.save_hint`)}
                  </Typography>
                ) : null}
              </Stack>
              {checked && simulated ? (
                <Alert severity={simulated.result.flag_count > 0 ? 'warning' : 'info'} role="status">
                  <Typography fontWeight={600}>
                    {translate(`${T}.rules.would_raise`, { smart_count: simulated.result.flag_count })}
                  </Typography>
                  {simulated.result.examples.length > 0 ? (
                    <>
                      <Typography variant="body2">{translate(`${T}.rules.examples`)}</Typography>
                      <ul style={{ margin: 0 }}>
                        {simulated.result.examples.map((example) => (
                          <li key={example.fingerprint}>
                            <Typography variant="body2">{explain(example.explanation)}</Typography>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </Alert>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** Every rule of the company, in the kinds' order. */
export const RulesTab = ({ canManage }: { canManage: boolean }) => {
  const translate = useTranslate();
  const rules = useComplianceRules();
  if (rules.isPending) return <CircularProgress aria-label={translate('spendboard.loading')} />;
  if (rules.isError) return <Alert severity="error">{translate(`${T}.load_failed`)}</Alert>;
  return (
    <Stack spacing={2}>
      {rules.data.map((rule) => (
        // A saved rule starts a fresh card (its draft from the saved values).
        <RuleCard key={`${rule.id}-${rule.updated_at}`} rule={rule} canManage={canManage} />
      ))}
    </Stack>
  );
};
