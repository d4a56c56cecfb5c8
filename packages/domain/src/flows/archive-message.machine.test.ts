import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { serverRejection } from '../testing/index.js';
import { createArchiveMessageMachine, type ArchiveMessageEmitted } from './archive-message.machine.js';
import { actorDone, actorFailed, emittedBy, FakeMessageArchive, invokedBy } from '../testing/flow-fakes.js';

const toast = (message: string, tone = 'success') => ({
  type: 'notice',
  notice: { title: 'Message', message, tone, durationMs: 4500 },
});

describe('archive-message machine, pure transitions', () => {
  const machine = createArchiveMessageMachine({ archive: new FakeMessageArchive() });

  it('ARCHIVE asks for confirmation', () => {
    const [idle] = initialTransition(machine, { messageId: 77 });
    expect(idle.value).toBe('idle');
    const [confirming, actions] = transition(machine, idle, { type: 'ARCHIVE' });
    expect(confirming.value).toBe('confirming');
    expect(emittedBy(actions)).toEqual([
      { type: 'confirm', message: 'Are you sure want to archive this message?' },
    ]);
  });

  it('CANCEL does nothing', () => {
    const [confirming] = transition(machine, initialTransition(machine, { messageId: 77 })[0], {
      type: 'ARCHIVE',
    });
    const [idle, actions] = transition(machine, confirming, { type: 'CANCEL' });
    expect(idle.value).toBe('idle');
    expect(idle.context.archived).toBe(false);
    expect(actions).toEqual([]);
  });

  it("CONFIRM archives by message_instance_id; success sets archived and tells 'Successfully Archived'", () => {
    const [confirming] = transition(machine, initialTransition(machine, { messageId: 77 })[0], {
      type: 'ARCHIVE',
    });
    const [archiving, actions] = transition(machine, confirming, { type: 'CONFIRM' });
    expect(invokedBy(actions)).toEqual([{ id: 'archiveMessage', src: 'archiveMessage', input: 77 }]);
    const [archived, doneActions] = transition(machine, archiving, actorDone('archiveMessage'));
    expect(archived.value).toBe('archived');
    expect(archived.context.archived).toBe(true);
    expect(emittedBy(doneActions)).toEqual([
      { type: 'archived', messageId: 77 },
      toast('Successfully Archived'),
    ]);
  });

  it('a failure tells the error and leaves the message unarchived', () => {
    const [confirming] = transition(machine, initialTransition(machine, { messageId: 77 })[0], {
      type: 'ARCHIVE',
    });
    const [archiving] = transition(machine, confirming, { type: 'CONFIRM' });
    const [idle, actions] = transition(
      machine,
      archiving,
      actorFailed('archiveMessage', serverRejection(404, 'Message not found')),
    );
    expect(idle.value).toBe('idle');
    expect(idle.context.archived).toBe(false);
    expect(emittedBy(actions)).toEqual([toast('Message not found', 'warning')]);
  });

  it('an already archived message offers nothing', () => {
    const [archived] = initialTransition(machine, { messageId: 77, archived: true });
    expect(archived.value).toBe('archived');
  });
});

describe('archive-message machine with a fake archive', () => {
  it('calls the port once, after CONFIRM', async () => {
    const archive = new FakeMessageArchive();
    const actor = createActor(createArchiveMessageMachine({ archive }), { input: { messageId: 77 } }).start();
    const emitted: ArchiveMessageEmitted[] = [];
    actor.on('notice', (event) => emitted.push(event));
    actor.send({ type: 'ARCHIVE' });
    expect(archive.calls).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(archive.calls).toEqual(['archive(77)']);
    expect(emitted).toEqual([toast('Successfully Archived')]);
  });
});
