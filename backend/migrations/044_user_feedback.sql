-- Feedback and complaints from shoppers, optionally about one of their orders, and the staff's replies.
create table user_feedback (
  id text primary key,
  tenant_id text not null references tenants (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  type text not null check (type in ('SUGGESTION', 'COMPLAINT', 'ORDER_PROBLEM', 'SHIPPING_PROBLEM', 'OTHER')),
  content text not null check (char_length(content) between 1 and 2000),
  order_no text,
  -- Image URLs.
  images jsonb not null default '[]',
  status text not null default 'OPEN' check (status in ('OPEN', 'REPLIED')),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);
create index user_feedback_owner_idx on user_feedback (tenant_id, user_id, created_at desc);

create table user_feedback_replies (
  id text primary key,
  feedback_id text not null references user_feedback (id) on delete cascade,
  author_name text not null,
  content text not null check (char_length(content) between 1 and 2000),
  created_at timestamptz not null default clock_timestamp()
);
create index user_feedback_replies_idx on user_feedback_replies (feedback_id, created_at);
