/**
 * Where a machine's CPU went over a stretch of time, per process group, from Linux's /proc: the machine's busy time
 * (/proc/stat) and each named group's user and system time (/proc/<pid>/stat, with every descendant of its pids).
 * What no group names is "the rest": on a machine running nothing but the benchmark, the database server and the
 * kernel's work that no process is charged with (its interrupts, given apart: on one machine, much of them is the
 * network between its processes). A process of a group that ends before `stop()` takes its time with it: that time
 * is counted in the rest (the benchmark's groups live through the stretch measured). Elsewhere than Linux nothing is
 * measured (null).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU time in seconds of the machine (busy, all cores) and of each group, at one moment. */
interface CpuSnapshot {
  machine: number;
  /** Of `machine`, the kernel's interrupt work (irq, softirq): on one machine, much of it is the network between its processes. */
  interrupts: number;
  groups: Map<string, number>;
}

const TICKS_PER_SECOND = 100;

/** Busy seconds of every core since boot (everything but idle and iowait), and of those the interrupts'. */
function machineBusy(): { machine: number; interrupts: number } {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return { machine: (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND, interrupts: (irq + softirq) / TICKS_PER_SECOND };
}

/** Every process's parent and own CPU seconds (user + system). */
function processes(): Map<number, { parent: number; seconds: number }> {
  const all = new Map<number, { parent: number; seconds: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: the fields after it start past the last ')'.
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // rest[0] is field 3 (state): ppid is field 4, utime and stime fields 14 and 15.
      all.set(Number(name), { parent: Number(rest[1]), seconds: (Number(rest[11]) + Number(rest[12])) / TICKS_PER_SECOND });
    } catch {
      // Ended while being read.
    }
  }
  return all;
}

/** A group of processes: its pids, with or without all their descendants. */
export interface ProcessGroup {
  pids: number[];
  descendants: boolean;
}

/** The CPU seconds of a group's processes. */
function groupSeconds(all: Map<number, { parent: number; seconds: number }>, { pids, descendants }: ProcessGroup): number {
  const inTree = new Set(pids);
  let grew = descendants;
  while (grew) {
    grew = false;
    for (const [pid, p] of all) {
      if (!inTree.has(pid) && inTree.has(p.parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let seconds = 0;
  for (const pid of inTree) seconds += all.get(pid)?.seconds ?? 0;
  return seconds;
}

/** The CPU use of named groups of processes, from now until `stop()`; null where /proc is not there. */
export function cpuMeter(groups: Record<string, ProcessGroup>) {
  if (process.platform !== 'linux') return null;
  const snapshot = (): CpuSnapshot => {
    const all = processes();
    return { ...machineBusy(), groups: new Map(Object.entries(groups).map(([name, group]) => [name, groupSeconds(all, group)])) };
  };
  const before = snapshot();
  return {
    /** CPU seconds since the meter started: the machine's, each group's, and the rest (the machine's less the groups'). */
    stop() {
      const after = snapshot();
      const used = new Map([...after.groups].map(([name, seconds]) => [name, Math.max(0, seconds - (before.groups.get(name) ?? 0))]));
      const machine = after.machine - before.machine;
      const named = [...used.values()].reduce((a, b) => a + b, 0);
      return { machine, interrupts: after.interrupts - before.interrupts, cores: cpus().length, groups: used, rest: Math.max(0, machine - named) };
    },
  };
}

export type CpuUse = ReturnType<NonNullable<ReturnType<typeof cpuMeter>>['stop']>;
