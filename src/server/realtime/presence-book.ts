/** A connection in a group, as presence lists show it. */
export interface GroupMember {
  connectionId: string;
  userGuid: string;
  userName: string;
  /** ISO 8601. */
  joinedAt: string;
  /** Form designer: whether this editor holds the edit lock. */
  canEdit: boolean;
}

/**
 * Who is in which group: this instance's own connections, and what every other instance last announced
 * of its own. A group's members are the union, so presence lists agree across instances.
 */
export class PresenceBook {
  private readonly local = new Map<string, Map<string, GroupMember>>();
  private readonly remote = new Map<string, Map<string, GroupMember[]>>();

  add(key: string, member: GroupMember): void {
    if (!this.local.has(key)) this.local.set(key, new Map());
    this.local.get(key)!.set(member.connectionId, member);
  }

  /** Removes the connection; true when it was there. */
  remove(key: string, connectionId: string): boolean {
    const group = this.local.get(key);
    const removed = group?.delete(connectionId) ?? false;
    if (group?.size === 0) this.local.delete(key);
    return removed;
  }

  localMembers(key: string): GroupMember[] {
    return [...(this.local.get(key)?.values() ?? [])];
  }

  localKeys(): string[] {
    return [...this.local.keys()];
  }

  /** Replaces what another instance announced of a group. */
  setRemote(instanceId: string, key: string, members: GroupMember[]): void {
    if (!this.remote.has(key)) this.remote.set(key, new Map());
    const byInstance = this.remote.get(key)!;
    if (members.length === 0) byInstance.delete(instanceId);
    else byInstance.set(instanceId, members);
    if (byInstance.size === 0) this.remote.delete(key);
  }

  /** Forgets an instance that stopped; returns the groups it was in. */
  dropInstance(instanceId: string): string[] {
    const touched: string[] = [];
    for (const [key, byInstance] of this.remote) {
      if (byInstance.delete(instanceId)) touched.push(key);
      if (byInstance.size === 0) this.remote.delete(key);
    }
    return touched;
  }

  members(key: string): GroupMember[] {
    const all = [...this.localMembers(key), ...[...(this.remote.get(key)?.values() ?? [])].flat()];
    return all.sort(
      (a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.connectionId.localeCompare(b.connectionId),
    );
  }
}
