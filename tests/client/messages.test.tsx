import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { linkify, safeHref } from '../../client/components/messages/linkify.ts';
import { MessageComposer, SEND_FAILED } from '../../client/components/messages/MessageComposer.tsx';
import { MessageText } from '../../client/components/messages/MessageText.tsx';
import { MESSAGE_EMPTY, MESSAGE_TOO_LONG } from '../../shared/schemas/messages.ts';

function box() {
  return screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
}

/** A refusal as the tRPC client hands it over: the server's message and its code. */
function refusal(code: string, message: string) {
  return Object.assign(new Error(message), { data: { code } });
}

describe('MessageComposer', () => {
  it('sends the trimmed text on Enter and clears the box', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), '  Olá, tudo bem?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Olá, tudo bem?');
    expect(box().value).toBe('');
  });

  it('starts a new line on Shift+Enter without sending', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(box().value).toBe('linha 1\nlinha 2');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('linha 1\nlinha 2');
  });

  it('refuses an empty message with a clear notice, without calling the server', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE_EMPTY);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box(), 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts up to 2000 characters and says so as soon as the text is longer', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    await userEvent.click(box());
    await userEvent.paste('a'.repeat(2000));
    expect(screen.getByText('2000/2000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(box(), 'b');
    expect(screen.getByText('2001/2000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE_TOO_LONG);
    await userEvent.type(box(), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    // Nothing typed is cut off.
    expect(box().value).toHaveLength(2001);
    await userEvent.type(box(), '{Backspace}{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('a'.repeat(2000));
  });

  it("keeps the text and shows the server's refusal", async () => {
    const onSend = vi
      .fn()
      .mockRejectedValue(
        refusal('TOO_MANY_REQUESTS', 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.'),
      );
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'Oi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você está enviando mensagens rápido demais. Aguarde alguns segundos.',
    );
    expect(box().value).toBe('Oi');
  });

  it('says the connection failed when the failure is not a refusal', async () => {
    const onSend = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'Oi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
  });

  it('sends once while a message is on its way', async () => {
    let finish: () => void = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<MessageComposer onSend={onSend} />);
    await userEvent.type(box(), 'Oi{Enter}{Enter} e mais');
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    // What was typed meanwhile is kept.
    expect(box().value).toBe('Oi e mais');
  });
});

describe('message text', () => {
  it('renders markup as text, never as elements', () => {
    const { container } = render(<MessageText body={'<img src=x onerror="alert(1)"><b>oi</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"><b>oi</b>');
  });

  it('links http(s) and www addresses safely, leaving the punctuation after them as text', () => {
    render(<MessageText body={'Veja https://exemplo.com.br/livro?id=1, ou www.sebo.com.br.'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://exemplo.com.br/livro?id=1',
      'https://www.sebo.com.br/',
    ]);
    expect(links.map((a) => a.textContent)).toEqual(['https://exemplo.com.br/livro?id=1', 'www.sebo.com.br']);
    for (const a of links) {
      expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(a).toHaveAttribute('target', '_blank');
    }
  });

  it('never links script or data addresses', () => {
    const { container } = render(
      <MessageText body={'javascript:alert(1) JavaScript://%0aalert(1) data:text/html,<script>x</script>'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://ok.com')).toBe('https://ok.com/');
  });

  it('keeps every character in order and line breaks', () => {
    const text = 'Oi!\nO link (https://a.com/x_(y)) funciona? https://b.com)';
    expect(
      linkify(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(
      linkify(text)
        .filter((s) => s.kind === 'link')
        .map((s) => s.text),
    ).toEqual(['https://a.com/x_(y)', 'https://b.com']);
  });
});
