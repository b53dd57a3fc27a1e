import net from 'node:net';
import { eventually, startSmtpStub } from './support/mail';

// The local SMTP server the password-reset tests send through: a client that resets its connection in the middle of
// a message (the BFF stopped while nodemailer holds a connection) must not fail the suite that uses it.
it('the SMTP stub outlives a client that resets its connection mid-message, and serves the next one', async () => {
  const smtp = await startSmtpStub();
  try {
    const port = Number(new URL(smtp.url).port);
    const talk = async (socket: net.Socket, line: string | null, answer: RegExp) => {
      let seen = '';
      const heard = new Promise<void>((resolve) => {
        const onData = (chunk: Buffer) => {
          seen += chunk.toString();
          if (answer.test(seen)) {
            socket.off('data', onData);
            resolve();
          }
        };
        socket.on('data', onData);
      });
      if (line !== null) socket.write(`${line}\r\n`);
      await heard;
    };
    const open = async () => {
      const socket = net.connect(port, '127.0.0.1');
      await talk(socket, null, /^220 /m);
      await talk(socket, 'EHLO client.test', /^250 /m);
      await talk(socket, 'MAIL FROM:<sender@founder-journal.test>', /^250 /m);
      return socket;
    };
    (await open()).resetAndDestroy();
    await eventually(() => (smtp.errors.some((e) => /ECONNRESET/.test(e.message)) ? true : undefined), 'the reset');

    const next = await open();
    await talk(next, 'RCPT TO:<founder@founder-journal.test>', /^250 /m);
    await talk(next, 'DATA', /^354 /m);
    await talk(next, 'Subject: after the reset\r\n\r\nStill here.\r\n.', /^250 /m);
    next.end('QUIT\r\n');
    expect(smtp.messages.map((m) => m.to)).toEqual([['founder@founder-journal.test']]);
  } finally {
    await smtp.close();
  }
});
