import { useCustomMutation } from '@refinedev/core';
import { App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';

interface CodeEntryProps {
  /** Where the code is posted as `{ code }`. */
  url: string;
  length: number;
  /** Shown before the box when given; the box's accessible name either way. */
  label?: string;
  ariaLabel: string;
  placeholder: string;
  submit: string;
  done: string;
  onDone: () => void;
  testIds: { root?: string; input: string; submit: string };
}

/**
 * A code a customer shows at the store, typed in and sent once (a coupon copy redeemed, a
 * participant signed in): upper-cased as typed, Enter sends it; the server says why one is refused
 * (the HTTP client shows it), and a success clears the box.
 */
export function CodeEntry({ url, length, label, ariaLabel, placeholder, submit, done, onDone, testIds }: CodeEntryProps) {
  const { message } = App.useApp();
  const [code, setCode] = useState('');
  const { mutateAsync, mutation } = useCustomMutation();
  const send = async () => {
    try {
      await mutateAsync({ url, method: 'post', values: { code: code.trim() }, successNotification: false, errorNotification: false });
    } catch {
      return; // the HTTP client has shown why
    }
    setCode('');
    void message.success(done);
    onDone();
  };
  return (
    <Flex gap={8} align="center" wrap data-testid={testIds.root}>
      {label && <Typography.Text>{label}</Typography.Text>}
      <Input
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        onPressEnter={() => code.trim() && void send()}
        maxLength={length}
        placeholder={placeholder}
        aria-label={ariaLabel}
        style={{ width: 200, fontFamily: 'monospace' }}
        data-testid={testIds.input}
      />
      <Button type="primary" onClick={() => void send()} loading={mutation.isPending} disabled={!code.trim()} data-testid={testIds.submit}>
        {submit}
      </Button>
    </Flex>
  );
}
