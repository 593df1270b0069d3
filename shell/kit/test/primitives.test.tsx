import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../src/ui/button.tsx';
import { Checkbox } from '../src/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../src/ui/dialog.tsx';
import { Input } from '../src/ui/input.tsx';
import { Label } from '../src/ui/label.tsx';
import { Progress } from '../src/ui/progress.tsx';
import { Select } from '../src/ui/select.tsx';
import { LoadingState } from '../src/ui/loading-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../src/ui/tabs.tsx';
import { cn } from '../src/lib/cn.ts';
import { classClashes } from '../src/testing/class-clashes.ts';

describe('kit primitives', () => {
  it('Button is a type=button by default; variants choose its colours and callers add classes', () => {
    render(
      <Button variant="destructive" className="ui:mt-5">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('ui:bg-danger-600');
    expect(button.className).toContain('ui:mt-5');
    expect(button.className).not.toContain('ui:bg-brand-700');
    expect(cn('ui:px-2', false, ['pub:px-1'])).toBe('ui:px-2 pub:px-1');
  });

  it('LoadingState has a default height that a caller replaces', () => {
    const { rerender } = render(<LoadingState label="Loading..." />);
    expect(screen.getByRole('status').className).toContain('ui:min-h-[40vh]');
    rerender(<LoadingState label="Loading..." className="ui:min-h-dvh" />);
    expect(screen.getByRole('status').className).toContain('ui:min-h-dvh');
    expect(screen.getByRole('status').className).not.toContain('ui:min-h-[40vh]');
  });

  it.each(['lines', 'list', 'cards', 'page'] as const)('LoadingState (%s) shows its label over placeholders in that shape, not a spinner', (shape) => {
    const { container } = render(<LoadingState label="Loading dashboard..." shape={shape} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading dashboard\.\.\.$/);
    expect(screen.getByText('Loading dashboard...')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden] .ui\\:animate-pulse').length).toBeGreaterThanOrEqual(3);
    expect(container.querySelector('.ui\\:animate-spin')).toBeNull();
    if (shape === 'list') expect(container.querySelectorAll('.ui\\:rounded-full')).toHaveLength(3);
  });

  it('Label names its input', () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" />
      </>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('Dialog opens from its trigger, is named by its title and closes with Escape', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent title="Beta Feedback">body</DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Beta Feedback' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Tabs switch panels by click and by arrow keys', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Alpha</TabsTrigger>
          <TabsTrigger value="b">Beta</TabsTrigger>
        </TabsList>
        <TabsContent value="a">panel a</TabsContent>
        <TabsContent value="b">panel b</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel a');
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Select is labelled and picks an option', async () => {
    function Picker() {
      const [value, setValue] = useState('');
      return (
        <>
          <Label htmlFor="type">Type</Label>
          <Select
            id="type"
            value={value}
            onValueChange={setValue}
            placeholder="Choose"
            options={[
              { value: 'bug', label: 'Bug Report' },
              { value: 'feature', label: 'Feature Request' },
            ]}
          />
          <p>value={value}</p>
        </>
      );
    }
    render(<Picker />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Feature Request' }));
    expect(screen.getByText('value=feature')).toBeInTheDocument();
  });

  it('Checkbox toggles and Progress reports its value', async () => {
    render(
      <>
        <Checkbox aria-label="Done" />
        <Progress value={40} aria-label="Weekly progress" />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Done' });
    await userEvent.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('progressbar', { name: 'Weekly progress' })).toHaveAttribute('aria-valuenow', '40');
  });
});

describe('class clash guard (test setup)', () => {
  it('reports two classes of one prefix that set the same property, and nothing across prefixes', () => {
    const root = document.createElement('div');
    root.innerHTML = '<button class="ui:rounded-lg ui:px-4 ui:rounded-full coach:rounded-none"></button><p class="ply:text-sm ply:font-bold"></p>';
    expect(classClashes(root)).toEqual(['<button> ui: rounded-lg overridden in "rounded-lg px-4 rounded-full"']);
  });
});
