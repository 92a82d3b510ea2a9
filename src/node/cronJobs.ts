import type { CronEntry } from './contract';
import type { NodePaths } from './nodeConfig';
import { SAFE_PATH } from './nodeConfig';

/** The most of one run's output the cron log keeps. */
export const CRON_OUTPUT_LIMIT = 64 * 1024;
/** Above this the cron log keeps only its newest CRON_LOG_KEPT bytes, well under the Logs page's 1 MB. */
export const CRON_LOG_LIMIT = 512 * 1024;
export const CRON_LOG_KEPT = 256 * 1024;
/** The longest a job runs: then it and every process it started get SIGTERM, and SIGKILL 10 s later. */
export const CRON_TIME_LIMIT_SECONDS = 900;
/** What the cron log says of a job ended by its time limit. */
export const cronTimeLimitNote = (seconds: number | string) => `[tarefa encerrada: passou do limite de ${seconds} s]`;

const checked = (value: string) => {
  if (!SAFE_PATH.test(value)) throw new Error(`unsafe path in a crontab: ${value}`);
  return value;
};

/**
 * The hosting's crontab as cron reads it from its spool: one line per job, each running the node's
 * runner with the hosting's id and the job's id only. The command itself stays in the job's file,
 * so nothing a customer typed is read by cron (no `%`, no line of its own).
 */
export function renderCrontab(hostingId: number, entries: CronEntry[], paths: NodePaths): string {
  const runner = checked(paths.cronRunner);
  return [
    `# Written by the node agent for hosting ${hostingId}; replaced at every change.`,
    'SHELL=/bin/sh',
    'PATH=/usr/local/bin:/usr/bin:/bin',
    'MAILTO=""',
    ...entries.map((entry) => `${entry.schedule} ${runner} ${hostingId} ${entry.id}`),
    '',
  ].join('\n');
}

/** A job's file: its command, run by `sh -c` as cron would. */
export const jobFileText = (entry: CronEntry) => `${entry.command}\n`;

/**
 * The runner each crontab line calls, as the hosting's user (cron has switched to it and to its
 * home): runs the job's command and appends when it ran, its exit status, how long it took and its
 * output (at most CRON_OUTPUT_LIMIT bytes) to the hosting's cron log, under a lock so two jobs'
 * records never interleave. A job still running after CRON_TIME_LIMIT_SECONDS is ended with the
 * processes it started (`timeout`, which signals the job's process group), exit status 124 (137 when
 * it had to be killed), and the log says so; CRON_TIME_LIMIT in the environment may only lower it.
 * The log's folder is root's: the user can append to the log it owns,
 * never replace it with a link. Arguments other than an id are refused.
 */
export function runnerScript(paths: NodePaths): string {
  const jobs = checked(paths.cronJobsRoot);
  const logs = checked(paths.logsRoot);
  return `#!/bin/sh
# Written by the node agent: runs one cron job of a hosting and appends its record to the hosting's cron log.
# Usage: cron-run <hosting id> <job id>
case "\${1:-}" in ''|*[!0-9]*) exit 64 ;; esac
case "\${2:-}" in ''|*[!0-9a-f]*) exit 64 ;; esac
job='${jobs}'/"$1"/"$2"
log='${logs}'/"$1"/cron.log
[ -f "$job" ] && [ -r "$job" ] || exit 66
command_text="$(cat "$job")"
cd "$HOME" 2>/dev/null || cd /
limit=${CRON_TIME_LIMIT_SECONDS}
case "\${CRON_TIME_LIMIT:-}" in ''|*[!0-9]*) ;; *) [ "$CRON_TIME_LIMIT" -ge 1 ] && [ "$CRON_TIME_LIMIT" -lt "$limit" ] && limit="$CRON_TIME_LIMIT" ;; esac
work="$(mktemp -d)" || exit 75
trap 'rm -rf "$work"' EXIT
started="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
begin="$(date +%s)"
# The command's output goes through head (the rest is read and dropped); its exit status comes back on fd 3, which the command never holds.
status="$( { { /usr/bin/timeout --kill-after=10 "$limit" /bin/sh -c "$command_text" </dev/null 2>&1 3>&-; echo "$?" >&3; } | { head -c ${CRON_OUTPUT_LIMIT + 1} >"$work/output"; cat >/dev/null; }; } 3>&1 )"
seconds=$(( $(date +%s) - begin ))
head -c ${CRON_OUTPUT_LIMIT} "$work/output" >"$work/shown"
{
  flock 9
  if [ "$(wc -c <"$log")" -gt ${CRON_LOG_LIMIT} ]; then tail -c ${CRON_LOG_KEPT} "$log" >"$work/kept" && cat "$work/kept" >"$log"; fi
  printf '[%s] [cron:exit %s] [%s s] %s\\n' "$started" "$status" "$seconds" "$command_text"
  if [ -s "$work/shown" ]; then
    cat "$work/shown"
    [ -z "$(tail -c 1 "$work/shown")" ] || echo
  fi
  [ "$(wc -c <"$work/output")" -le ${CRON_OUTPUT_LIMIT} ] || echo '[saída cortada em 64 KB]'
  case "$status" in 124|137) echo "${cronTimeLimitNote('$limit')}" ;; esac
} 9>>"$log" >&9
exit "$status"
`;
}
