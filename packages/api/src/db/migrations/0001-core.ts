import type { Kysely } from 'kysely';
import { type DialectName, dialectOf, withId } from '../dialect';

/** The core tables of part 1: users, catalogue, learner progress, social and bookkeeping. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d: DialectName = dialectOf(db);
  const s = db.schema;
  const text = 'text' as const;
  const int = 'integer' as const;
  const real = d === 'postgres' ? ('double precision' as const) : ('real' as const);

  await withId(s.createTable('organizations'), d)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('school', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('libraries'), d)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('radius_m', real, (c) => c.notNull())
    .execute();

  await withId(s.createTable('users'), d)
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('password_hash', text)
    .addColumn('first_name', text, (c) => c.notNull())
    .addColumn('last_name', text, (c) => c.notNull())
    .addColumn('phone', text)
    .addColumn('country_code', text)
    .addColumn('gender', text)
    .addColumn('dob', text)
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('verified', int, (c) => c.notNull().defaultTo(0))
    .addColumn('where_do_you_here_about_us', text)
    .addColumn('current_school_uni', text)
    .addColumn('grade_level', text)
    .addColumn('higest_degree', text)
    .addColumn('field_of_study', text)
    .addColumn('university_aspire', text)
    .addColumn('i_am_here_as', text)
    .addColumn('career_aspiration', text)
    .addColumn('about', text)
    .addColumn('media_path', text)
    .addColumn('profile_link', text)
    .addColumn('organization_id', int, (c) => c.references('organizations.id'))
    .addColumn('parent_id', int, (c) => c.references('users.id'))
    .addColumn('library_id', int, (c) => c.references('libraries.id'))
    .addColumn('allowed_modules', int, (c) => c.notNull().defaultTo(-1))
    .addColumn('max_invites', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('user_tokens'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await s
    .createTable('revoked_tokens')
    .addColumn('jti', text, (c) => c.primaryKey())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('user_logins'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('machine_id', text, (c) => c.notNull())
    .addColumn('logged_in_at', text, (c) => c.notNull())
    .addColumn('logged_out_at', text)
    .execute();

  await withId(s.createTable('packages'), d)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('is_free', int, (c) => c.notNull().defaultTo(0))
    .addColumn('price', real, (c) => c.notNull().defaultTo(0))
    .addColumn('currency_code', text, (c) => c.notNull())
    .addColumn('currency_symbol', text, (c) => c.notNull())
    .addColumn('number_of_accessable_module', int, (c) => c.notNull())
    .addColumn('can_access_to_project', int, (c) => c.notNull())
    .addColumn('can_submit_project', int, (c) => c.notNull())
    .addColumn('ai_guided_recommendation', int, (c) => c.notNull())
    .addColumn('can_access_collection', int, (c) => c.notNull())
    .addColumn('ai_based_profiile_building_support', int, (c) => c.notNull())
    .addColumn('number_of_session', int, (c) => c.notNull())
    .addColumn('duration_days', int, (c) => c.notNull())
    .addColumn('duration_in_humanize', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().defaultTo('Active'))
    .addColumn('position', int, (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('user_packages'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('package_id', int, (c) => c.notNull().references('packages.id'))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('remaining_modules', int, (c) => c.notNull())
    .addColumn('remaining_session', int, (c) => c.notNull())
    .addColumn('purchase_package_expiry_date', text)
    .addColumn('order_id', int)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('categories'), d)
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('parent_id', int, (c) => c.references('categories.id'))
    .addColumn('media_path', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('PUBLISH'))
    .execute();

  await withId(s.createTable('modules'), d)
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('media_path', text)
    .addColumn('banner_text', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('PUBLISH'))
    .addColumn('publish_at', text, (c) => c.notNull())
    .addColumn('reflection_question', text)
    .addColumn('link', text)
    .addColumn('category_id', int, (c) => c.notNull().references('categories.id'))
    .addColumn('views', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('module_tabs'), d)
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('position', int, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('contents', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('tags'), d)
    .addColumn('name', text, (c) => c.notNull().unique())
    .execute();
  await s
    .createTable('module_tags')
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('tag_id', int, (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('module_tags_pk', ['module_id', 'tag_id'])
    .execute();

  await withId(s.createTable('careers'), d)
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('ACTIVE'))
    .execute();
  await s
    .createTable('module_careers')
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('career_id', int, (c) => c.notNull().references('careers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('module_careers_pk', ['module_id', 'career_id'])
    .execute();

  await withId(s.createTable('projects'), d)
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('type', text, (c) => c.notNull())
    .addColumn('content', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('user_modules'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('completed_percentage', int, (c) => c.notNull().defaultTo(0))
    .addColumn('completed_tab', int, (c) => c.notNull().defaultTo(0))
    .addColumn('reflection_question_answer', text)
    .addColumn('assigned_by', int, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_viewed_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('user_modules_user_module', ['user_id', 'module_id'])
    .execute();

  await withId(s.createTable('user_projects'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', int, (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('description', text)
    .addColumn('link', text)
    .addColumn('submitted_at', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addUniqueConstraint('user_projects_user_project', ['user_id', 'project_id'])
    .execute();

  await withId(s.createTable('user_project_documents'), d)
    .addColumn('user_project_id', int, (c) => c.notNull().references('user_projects.id').onDelete('cascade'))
    .addColumn('file_name', text, (c) => c.notNull())
    .addColumn('path', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('chats'), d)
    .addColumn('user_project_id', int, (c) => c.notNull().references('user_projects.id').onDelete('cascade'))
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('comments'), d)
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', int, (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('message', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('bookmarks'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('bookmarks_user_module', ['user_id', 'module_id'])
    .execute();

  await withId(s.createTable('module_ratings'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('score', int, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('module_ratings_user_module', ['user_id', 'module_id'])
    .execute();

  await withId(s.createTable('module_views'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('collections'), d)
    .addColumn('key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('media_path', text)
    .addColumn('status', text, (c) => c.notNull().defaultTo('ACTIVE'))
    .execute();
  await s
    .createTable('collection_modules')
    .addColumn('collection_id', int, (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('module_id', int, (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('position', int, (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_modules_pk', ['collection_id', 'module_id'])
    .execute();

  await withId(s.createTable('certificates'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('collection_id', int, (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('path', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('certificates_user_collection', ['user_id', 'collection_id'])
    .execute();

  await withId(s.createTable('notifications'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', text, (c) => c.notNull())
    .addColumn('is_read', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('activity_logs'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('min', int, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('points_ledger'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('action', text, (c) => c.notNull())
    .addColumn('ref_id', int, (c) => c.notNull())
    .addColumn('points', int, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addUniqueConstraint('points_ledger_once', ['user_id', 'action', 'ref_id'])
    .execute();

  await s
    .createTable('mentor_learners')
    .addColumn('mentor_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('learner_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('mentor_learners_pk', ['mentor_id', 'learner_id'])
    .execute();

  await s
    .createTable('user_interests')
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category_id', int, (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_interests_pk', ['user_id', 'category_id'])
    .execute();

  await withId(s.createTable('upgrade_requests'), d)
    .addColumn('user_id', int, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  await withId(s.createTable('mail_outbox'), d)
    .addColumn('to_address', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('text', text, (c) => c.notNull())
    .addColumn('html', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();

  const indexes: Array<[string, string, string[]]> = [
    ['modules_status_publish', 'modules', ['status', 'publish_at']],
    ['modules_category', 'modules', ['category_id']],
    ['module_views_module_time', 'module_views', ['module_id', 'created_at']],
    ['module_views_user', 'module_views', ['user_id', 'created_at']],
    ['user_modules_user_status', 'user_modules', ['user_id', 'status']],
    ['user_projects_user_status', 'user_projects', ['user_id', 'status']],
    ['comments_module', 'comments', ['module_id']],
    ['notifications_user', 'notifications', ['user_id', 'created_at']],
    ['activity_logs_user_time', 'activity_logs', ['user_id', 'created_at']],
    ['user_packages_user', 'user_packages', ['user_id', 'status']],
    ['mentor_learners_learner', 'mentor_learners', ['learner_id']],
    ['module_tags_tag', 'module_tags', ['tag_id']],
    ['module_careers_career', 'module_careers', ['career_id']],
    ['users_parent', 'users', ['parent_id']],
    ['users_organization', 'users', ['organization_id']],
  ];
  for (const [name, table, columns] of indexes)
    await s.createIndex(name).on(table).columns(columns).execute();
}
