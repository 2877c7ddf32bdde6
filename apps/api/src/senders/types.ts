/** An SMS to a 10-digit Indian mobile number. */
export interface SmsMessage {
  to: string;
  body: string;
  /** The OTP/PIN the message carries (kept in the dev outbox so tests can read it). */
  code?: string | null;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  html?: string;
  code?: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** What the app sends messages through; injected into `buildApp`, decorated as `app.senders`. */
export interface Senders {
  sms: SmsSender;
  email: EmailSender;
}
