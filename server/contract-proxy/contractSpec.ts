import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { OPENAPI_SPEC_PATH } from '../mock-api/http/openApiValidator.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the contract's root file sits in the repository. */
const SPEC_ENTRY = 'openapi/openapi.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation of the contract. */
export interface ContractOperation {
  method: string;
  /** The path template as the contract writes it (`/api/admin/cards/{id}`). */
  route: string;
  operationId: string | null;
  /** The response keys it documents (`200`, `4XX`, `default`…). */
  statuses: string[];
}

/** The contract a proxy checks against: its root file, what it was asked as, and how to let go of it. */
export interface ContractSource {
  specPath: string;
  /** `openapi/ (working tree)`, a file path, or `openapi/ at <rev> (<commit>)`. */
  label: string;
  /** Removes what was extracted for a git revision; nothing for a file. */
  dispose: () => void;
}

/**
 * `--spec`: an existing file is the contract's root file; anything else is a git revision whose
 * `openapi/` is extracted (`git archive`, no checkout) into a temporary directory. Without it, the
 * working tree's openapi/openapi.yaml.
 */
export function resolveContractSource(spec: string | undefined, cwd: string = REPO_ROOT): ContractSource {
  if (spec === undefined) return { specPath: OPENAPI_SPEC_PATH, label: 'openapi/ (working tree)', dispose: () => {} };
  const asFile = resolve(cwd, spec);
  if (existsSync(asFile) && statSync(asFile).isFile()) return { specPath: asFile, label: asFile, dispose: () => {} };
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${spec}^{commit}`], { cwd, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`--spec "${spec}" is neither a file nor a git revision of ${cwd}.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'spendboard-contract-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'openapi'], { cwd, maxBuffer: 256 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`--spec "${spec}": openapi/ could not be read at ${commit} (${error instanceof Error ? error.message : error}).`);
  }
  const specPath = join(dir, SPEC_ENTRY);
  if (!existsSync(specPath)) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`--spec "${spec}": ${commit} has no ${SPEC_ENTRY}.`);
  }
  return {
    specPath,
    label: `openapi/ at ${spec} (${commit.slice(0, 12)})`,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

type PathItem = Partial<Record<(typeof METHODS)[number], { operationId?: string; responses?: Record<string, unknown> }>>;

/** Every operation of the contract at `specPath`, in contract order. */
export async function listOperations(specPath: string): Promise<ContractOperation[]> {
  const spec = (await $RefParser.dereference(specPath)) as unknown as { paths?: Record<string, PathItem> };
  const operations: ContractOperation[] = [];
  for (const [route, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        route,
        operationId: operation.operationId ?? null,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}
