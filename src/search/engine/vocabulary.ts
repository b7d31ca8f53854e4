/**
 * General software vocabulary, as data: English synonym groups, abbreviations, and Chinese
 * software words with their English equivalents.
 *
 * Where it comes from: written from general knowledge of developer and productivity tools and
 * of the public MCP tool catalogs, by a contributor who had seen neither this code, its lexicon,
 * nor any query set, and converted here from that list unchanged but for the omissions below. No
 * word was added, and none enters because a query set contains it. `./lexicon.ts` merges these
 * tables into its own; nothing else reads them.
 *
 * Its rules:
 * - A synonym group is `strong` when its words are near-interchangeable names of one action or
 *   thing (`delete remove erase`), `loose` when a match on one is related evidence for another
 *   (`delete purge wipe clear`); `./lexicon.ts` turns the two into weights.
 * - An abbreviation stands for its expansion.
 * - A Chinese word's translations are its meanings as software tools word them.
 *
 * Left out of the list, each for a reason that holds whatever the query:
 * - English stop words (`all`, `my`, `me`, ...): `./tokenize.ts` drops them from tool texts and
 *   queries alike, so they can never match; a group left with one word goes with them.
 * - `keep` from the group `save store persist keep`: in requests it mostly means to leave as it
 *   is or to go on (`keep my changes`, `keep it running`), and the group is `strong`.
 * - Chinese entries whose every translation is such a stop word (`我` -> me, my).
 * - Single-character Chinese nouns (`区` district, `省` province, `秒` second, `卷` volume, `税`
 *   tax): read by forward maximum matching, a single-character entry splits every longer word it
 *   is part of that the glossary does not know (`社区` community, `节省` save, `秒杀`).
 * - `cd` as continuous deployment: where these tools run, `cd` is the shell's change directory.
 *
 * The list's 289 everyday phrases (`get rid of` -> delete, remove; `how many` -> count) are not
 * taken: read as a third kind of expansion (a phrase's meanings as synonyms of its last word, or
 * as a concept of their own), they lowered the development set's recall@5 (0.941 -> 0.930 or
 * 0.936) and left reach equal or lower there (0.995 -> 0.989) and on the sets written after tuning.
 *
 * Generated once from the list; edit it by hand from now on, by the same rules.
 */

/** How close the words of a {@link GeneralSynonymGroup} are: see the module comment. */
export type SynonymStrength = "strong" | "loose";

/** A synonym group of the general vocabulary. */
export interface GeneralSynonymGroup {
	readonly words: readonly string[];
	readonly strength: SynonymStrength;
}

/** Synonym groups, English, unstemmed; the comment says what the group names. */
export const GENERAL_SYNONYM_GROUPS: readonly GeneralSynonymGroup[] = [
	{ words: ["delete", "remove", "erase", "destroy", "trash", "discard"], strength: "strong" }, // remove an item
	{ words: ["delete", "purge", "wipe", "clear", "prune"], strength: "loose" }, // remove in bulk
	{ words: ["drop", "truncate", "delete"], strength: "loose" }, // remove database object
	{ words: ["create", "new", "make", "add"], strength: "strong" }, // bring new item into existence
	{ words: ["create", "generate", "produce", "compose"], strength: "loose" }, // produce new content
	{ words: ["insert", "add", "append", "push"], strength: "loose" }, // add into a collection
	{ words: ["create", "register", "enroll", "signup"], strength: "loose" }, // make a new account
	{ words: ["update", "modify", "edit", "change", "alter", "amend", "revise"], strength: "strong" }, // change an existing item
	{ words: ["update", "patch", "set", "adjust", "tweak", "configure"], strength: "loose" }, // set specific values
	{ words: ["update", "refresh", "reload", "sync"], strength: "loose" }, // bring to latest state
	{ words: ["get", "fetch", "retrieve", "obtain"], strength: "strong" }, // obtain one item
	{ words: ["get", "read", "view", "show", "display", "open", "see"], strength: "loose" }, // look at something
	{ words: ["get", "load", "pull", "download"], strength: "loose" }, // bring data in
	{ words: ["list", "enumerate"], strength: "strong" }, // all items of a kind
	{ words: ["list", "browse", "show"], strength: "loose" }, // see many items
	{ words: ["search", "find", "lookup", "locate", "seek"], strength: "strong" }, // look for items
	{ words: ["search", "query", "discover", "explore", "hunt"], strength: "loose" }, // look for information
	{ words: ["search", "grep", "scan", "match"], strength: "loose" }, // text pattern search
	{ words: ["filter", "narrow", "refine", "restrict"], strength: "strong" }, // limit results by criteria
	{ words: ["sort", "order", "arrange", "rank"], strength: "strong" }, // order results
	{ words: ["copy", "duplicate", "clone", "replicate"], strength: "strong" }, // make a copy
	{ words: ["move", "relocate", "transfer"], strength: "strong" }, // change location
	{ words: ["move", "migrate", "transfer", "port"], strength: "loose" }, // move to another system
	{ words: ["rename", "retitle"], strength: "strong" }, // change the name
	{ words: ["save", "store", "persist"], strength: "strong" }, // keep data
	{ words: ["upload", "import", "ingest", "load", "attach"], strength: "loose" }, // bring data into system
	{ words: ["download", "export", "pull"], strength: "loose" }, // take data out
	{ words: ["archive", "shelve", "hide"], strength: "loose" }, // set aside without deleting
	{ words: ["restore", "recover", "undelete", "unarchive"], strength: "strong" }, // bring back removed item
	{ words: ["replace", "substitute", "swap", "overwrite"], strength: "loose" }, // put something in place
	{ words: ["count", "tally", "total", "number"], strength: "loose" }, // how many
	{ words: ["describe", "detail", "inspect", "explain"], strength: "loose" }, // show details of item
	{ words: ["info", "information", "details", "metadata", "properties"], strength: "loose" }, // descriptive data about item
	{ words: ["verify", "validate"], strength: "strong" }, // check correctness
	{ words: ["check", "verify", "confirm", "test", "ensure"], strength: "loose" }, // make sure
	{ words: ["run", "execute", "invoke", "perform"], strength: "strong" }, // carry out an action
	{ words: ["run", "launch", "trigger", "call", "start", "fire", "dispatch"], strength: "loose" }, // set something going
	{ words: ["start", "begin", "initiate"], strength: "strong" }, // begin something
	{ words: ["start", "launch", "boot", "spawn"], strength: "loose" }, // bring process up
	{ words: ["stop", "halt"], strength: "strong" }, // stop running
	{ words: ["terminate", "kill"], strength: "strong" }, // forcibly end process
	{ words: ["stop", "terminate", "kill", "end", "shutdown"], strength: "loose" }, // end running thing
	{ words: ["abort", "cancel"], strength: "strong" }, // stop before completion
	{ words: ["cancel", "revoke", "withdraw", "void"], strength: "loose" }, // cancel something pending
	{ words: ["pause", "suspend"], strength: "strong" }, // temporarily stop
	{ words: ["pause", "suspend", "freeze", "hold"], strength: "loose" }, // temporarily halt
	{ words: ["resume", "continue", "unpause"], strength: "strong" }, // carry on after pause
	{ words: ["restart", "reboot", "relaunch"], strength: "strong" }, // stop then start again
	{ words: ["restart", "reload", "refresh", "bounce"], strength: "loose" }, // reinitialize
	{ words: ["enable", "activate"], strength: "strong" }, // turn on
	{ words: ["enable", "allow", "unlock", "unblock"], strength: "loose" }, // make available
	{ words: ["disable", "deactivate"], strength: "strong" }, // turn off
	{ words: ["disable", "block", "lock", "suspend"], strength: "loose" }, // make unavailable
	{ words: ["close", "shut"], strength: "strong" }, // close something open
	{ words: ["close", "resolve", "complete", "finish", "done"], strength: "loose" }, // close an issue
	{ words: ["reopen", "unresolve"], strength: "strong" }, // open again
	{ words: ["complete", "finish", "done"], strength: "strong" }, // reach the end
	{ words: ["end", "finish", "conclude"], strength: "loose" }, // reach the end
	{ words: ["assign", "allocate", "delegate", "designate"], strength: "loose" }, // give to someone
	{ words: ["unassign", "deallocate"], strength: "strong" }, // take away assignment
	{ words: ["approve", "accept", "authorize", "sanction"], strength: "loose" }, // say yes
	{ words: ["approve", "lgtm"], strength: "strong" }, // approve a change
	{ words: ["reject", "decline", "deny", "refuse", "dismiss"], strength: "loose" }, // say no
	{ words: ["submit", "send", "post"], strength: "loose" }, // hand in
	{ words: ["send", "dispatch", "deliver", "transmit"], strength: "loose" }, // send out
	{ words: ["publish", "release", "post", "share"], strength: "loose" }, // make public
	{ words: ["notify", "alert", "ping", "inform"], strength: "loose" }, // tell someone
	{ words: ["reply", "respond", "answer"], strength: "strong" }, // respond to message
	{ words: ["forward", "relay"], strength: "strong" }, // pass message on
	{ words: ["mention", "tag", "ping"], strength: "loose" }, // refer to a person
	{ words: ["react", "reaction", "emoji"], strength: "loose" }, // emoji response
	{ words: ["message", "msg", "chat", "dm", "text"], strength: "loose" }, // chat message
	{ words: ["channel", "room", "chatroom"], strength: "loose" }, // chat space
	{ words: ["thread", "conversation", "discussion", "topic"], strength: "loose" }, // message thread
	{ words: ["email", "mail"], strength: "strong" }, // electronic mail
	{ words: ["email", "mail", "inbox", "message", "letter"], strength: "loose" }, // electronic mail
	{ words: ["inbox", "mailbox"], strength: "strong" }, // received mail
	{ words: ["attachment", "attach", "file", "enclosure"], strength: "loose" }, // file with message
	{ words: ["draft", "preliminary", "wip"], strength: "loose" }, // unfinished version
	{ words: ["contact", "person", "people"], strength: "loose" }, // person record
	{ words: ["user", "account"], strength: "strong" }, // person using system
	{ words: ["user", "account", "member", "person", "profile"], strength: "loose" }, // person using system
	{ words: ["team", "group", "squad", "crew"], strength: "loose" }, // group of people
	{ words: ["organization", "org", "company", "workspace", "tenant", "enterprise"], strength: "loose" }, // top-level owner entity
	{ words: ["permission", "privilege", "right"], strength: "strong" }, // access allowance
	{ words: ["role", "permission", "privilege", "access", "scope"], strength: "loose" }, // access control
	{ words: ["grant", "give", "allow", "authorize", "share"], strength: "loose" }, // give access
	{ words: ["revoke", "withdraw", "rescind", "unshare"], strength: "loose" }, // take access away
	{ words: ["login", "signin", "logon"], strength: "strong" }, // start session
	{ words: ["login", "signin", "authenticate", "auth"], strength: "loose" }, // prove identity
	{ words: ["logout", "signout", "logoff"], strength: "strong" }, // end session
	{ words: ["register", "signup", "enroll"], strength: "strong" }, // create account
	{ words: ["password", "passphrase", "passcode", "credential"], strength: "loose" }, // secret for login
	{ words: ["token", "apikey", "credential", "key", "secret"], strength: "loose" }, // access secret
	{ words: ["invite", "invitation"], strength: "strong" }, // ask to join
	{ words: ["ban", "block", "kick", "mute", "suspend"], strength: "loose" }, // restrict a user
	{ words: ["pin", "sticky"], strength: "loose" }, // keep at top
	{ words: ["star", "favorite", "bookmark"], strength: "loose" }, // mark as favorite
	{ words: ["follow", "watch", "subscribe"], strength: "loose" }, // get updates
	{ words: ["unfollow", "unwatch", "unsubscribe"], strength: "loose" }, // stop updates
	{ words: ["subscribe", "signup", "optin"], strength: "loose" }, // sign up for updates
	{ words: ["unsubscribe", "optout", "cancel"], strength: "loose" }, // stop subscription
	{ words: ["block", "blacklist", "blocklist", "deny"], strength: "loose" }, // deny list
	{ words: ["allow", "whitelist", "allowlist", "permit"], strength: "loose" }, // allow list
	{ words: ["broadcast", "announce", "announcement"], strength: "loose" }, // message to many
	{ words: ["unread", "new", "unseen"], strength: "loose" }, // not yet read
	{ words: ["spam", "junk"], strength: "loose" }, // unwanted mail
	{ words: ["recipient", "receiver", "addressee"], strength: "loose" }, // message target
	{ words: ["sender", "author"], strength: "loose" }, // message origin
	{ words: ["schedule", "plan", "book", "arrange"], strength: "loose" }, // set a time
	{ words: ["schedule", "calendar", "agenda", "timetable"], strength: "loose" }, // planned events
	{ words: ["meeting", "event", "appointment", "call"], strength: "loose" }, // calendar entry
	{ words: ["meeting", "conference"], strength: "strong" }, // gathering of people
	{ words: ["appointment", "booking", "reservation"], strength: "loose" }, // booked slot
	{ words: ["remind", "reminder", "alarm", "alert"], strength: "loose" }, // prompt at a time
	{ words: ["invitation", "invite", "rsvp"], strength: "loose" }, // calendar invite
	{ words: ["availability", "available", "free", "busy", "freebusy"], strength: "loose" }, // open time
	{ words: ["busy", "occupied", "unavailable"], strength: "loose" }, // not free
	{ words: ["slot", "timeslot", "window"], strength: "loose" }, // time window
	{ words: ["reschedule", "postpone", "delay", "defer", "move"], strength: "loose" }, // change the time
	{ words: ["recurring", "repeat", "recurrence", "periodic"], strength: "loose" }, // repeats over time
	{ words: ["deadline", "due", "duedate"], strength: "strong" }, // time limit
	{ words: ["attendee", "participant", "guest", "invitee"], strength: "strong" }, // person at meeting
	{ words: ["organizer", "host", "owner"], strength: "loose" }, // meeting owner
	{ words: ["date", "day"], strength: "loose" }, // calendar day
	{ words: ["time", "clock", "hour"], strength: "loose" }, // time of day
	{ words: ["timezone", "tz", "offset", "zone"], strength: "loose" }, // time zone
	{ words: ["timestamp", "epoch", "unix", "datetime"], strength: "loose" }, // machine time value
	{ words: ["duration", "interval", "period", "span", "length", "elapsed"], strength: "loose" }, // amount of time
	{ words: ["now", "current", "today"], strength: "loose" }, // current time
	{ words: ["room", "venue", "location", "space"], strength: "loose" }, // meeting place
	{ words: ["standup", "sync", "checkin", "meeting"], strength: "loose" }, // team meeting
	{ words: ["vacation", "leave", "holiday", "timeoff", "pto", "ooo"], strength: "loose" }, // time away
	{ words: ["countdown", "timer", "stopwatch"], strength: "loose" }, // time counting
	{ words: ["repository", "repo"], strength: "strong" }, // code storage
	{ words: ["repository", "repo", "codebase", "project"], strength: "loose" }, // code storage
	{ words: ["commit", "revision", "changeset"], strength: "loose" }, // recorded change
	{ words: ["branch", "ref", "head"], strength: "loose" }, // line of development
	{ words: ["merge", "combine", "integrate", "join"], strength: "loose" }, // bring together
	{ words: ["rebase", "squash", "fixup"], strength: "loose" }, // rewrite commit history
	{ words: ["blame", "annotate", "praise"], strength: "strong" }, // who changed line
	{ words: ["diff", "difference", "delta"], strength: "strong" }, // what changed
	{ words: ["diff", "changes", "compare", "patch"], strength: "loose" }, // what changed
	{ words: ["compare", "diff", "contrast"], strength: "loose" }, // compare two things
	{ words: ["tag", "label", "marker"], strength: "loose" }, // named marker
	{ words: ["release", "version", "ship", "publish"], strength: "loose" }, // versioned delivery
	{ words: ["version", "revision", "release", "build"], strength: "loose" }, // identified version
	{ words: ["cherrypick", "backport"], strength: "loose" }, // apply single commit
	{ words: ["checkout", "switch"], strength: "loose" }, // change branch
	{ words: ["stash", "shelve"], strength: "loose" }, // set changes aside
	{ words: ["push", "upload", "publish"], strength: "loose" }, // send to remote
	{ words: ["pull", "fetch", "sync", "download"], strength: "loose" }, // get from remote
	{ words: ["clone", "copy", "mirror", "checkout"], strength: "loose" }, // copy repository
	{ words: ["revert", "rollback", "undo"], strength: "strong" }, // go back to previous
	{ words: ["revert", "undo", "rollback", "reverse", "back"], strength: "loose" }, // go back to previous
	{ words: ["reset", "discard", "restore"], strength: "loose" }, // discard changes
	{ words: ["history", "log", "timeline", "changelog"], strength: "loose" }, // past changes
	{ words: ["conflict", "clash", "collision"], strength: "loose" }, // incompatible changes
	{ words: ["review", "approve", "inspect", "feedback"], strength: "loose" }, // examine changes
	{ words: ["reviewer", "approver"], strength: "loose" }, // person reviewing
	{ words: ["code", "source", "sourcecode"], strength: "loose" }, // program text
	{ words: ["snippet", "gist", "fragment", "excerpt"], strength: "loose" }, // small piece of code
	{ words: ["fork", "copy", "derive"], strength: "loose" }, // copy of repository
	{ words: ["author", "committer", "creator", "contributor"], strength: "loose" }, // who made it
	{ words: ["changelog", "releasenotes", "notes"], strength: "loose" }, // list of changes
	{ words: ["bug", "defect"], strength: "strong" }, // software fault
	{ words: ["issue", "ticket"], strength: "strong" }, // tracked item
	{ words: ["issue", "ticket", "bug", "defect", "problem"], strength: "loose" }, // tracked item
	{ words: ["task", "todo", "item", "chore", "action"], strength: "loose" }, // unit of work
	{ words: ["card", "item", "ticket", "entry"], strength: "loose" }, // board item
	{ words: ["epic", "initiative", "theme", "feature"], strength: "loose" }, // large body of work
	{ words: ["story", "userstory", "requirement", "feature"], strength: "loose" }, // user requirement
	{ words: ["feature", "enhancement", "improvement", "request"], strength: "loose" }, // requested capability
	{ words: ["sprint", "iteration", "cycle"], strength: "strong" }, // time-boxed period
	{ words: ["milestone", "target", "goal", "objective"], strength: "loose" }, // target point
	{ words: ["backlog", "queue", "pending"], strength: "loose" }, // work not started
	{ words: ["board", "kanban"], strength: "loose" }, // task board
	{ words: ["column", "lane", "swimlane", "stage", "list"], strength: "loose" }, // board column
	{ words: ["priority", "urgency", "importance"], strength: "loose" }, // how urgent
	{ words: ["severity", "level", "criticality", "impact"], strength: "loose" }, // how serious
	{ words: ["status", "state", "stage", "phase"], strength: "loose" }, // current state
	{ words: ["label", "tag", "category"], strength: "loose" }, // classification marker
	{ words: ["comment", "note", "remark", "annotation", "feedback"], strength: "loose" }, // added remark
	{ words: ["assignee", "owner", "responsible", "handler"], strength: "loose" }, // who does it
	{ words: ["reporter", "creator", "author", "submitter"], strength: "loose" }, // who filed it
	{ words: ["subtask", "child", "subissue", "subitem"], strength: "loose" }, // nested item
	{ words: ["parent", "ancestor"], strength: "loose" }, // containing item
	{ words: ["estimate", "points", "effort", "storypoints"], strength: "loose" }, // work estimate
	{ words: ["dependency", "blocker", "blocking", "relation", "link"], strength: "loose" }, // item relation
	{ words: ["watcher", "follower", "subscriber"], strength: "loose" }, // gets updates
	{ words: ["progress", "completion", "percent", "status"], strength: "loose" }, // how far along
	{ words: ["worklog", "timelog", "timesheet", "timetracking"], strength: "loose" }, // time spent
	{ words: ["workspace", "project", "space", "board"], strength: "loose" }, // container of work
	{ words: ["open", "active", "unresolved", "pending"], strength: "loose" }, // not finished
	{ words: ["done", "closed", "resolved", "completed", "finished", "fixed"], strength: "loose" }, // finished state
	{ words: ["duplicate", "dup", "copy"], strength: "loose" }, // same as another
	{ words: ["triage", "prioritize", "classify"], strength: "loose" }, // sort incoming items
	{ words: ["roadmap", "plan", "timeline"], strength: "loose" }, // future plan
	{ words: ["pipeline", "workflow", "build"], strength: "loose" }, // automated process
	{ words: ["build", "compile", "make", "bundle", "package"], strength: "loose" }, // produce artifacts
	{ words: ["deploy", "release", "ship", "rollout", "publish"], strength: "loose" }, // put into service
	{ words: ["deploy", "deployment"], strength: "strong" }, // put into service
	{ words: ["job", "run", "execution", "task", "step"], strength: "loose" }, // unit of execution
	{ words: ["artifact", "output", "package", "binary"], strength: "loose" }, // build output
	{ words: ["test", "check", "spec"], strength: "loose" }, // verification
	{ words: ["test", "testcase", "suite"], strength: "loose" }, // tests
	{ words: ["environment", "env", "stage"], strength: "loose" }, // deployment target
	{ words: ["production", "prod", "live"], strength: "loose" }, // live environment
	{ words: ["staging", "stage", "preprod", "uat"], strength: "loose" }, // pre-production
	{ words: ["development", "dev", "local", "sandbox"], strength: "loose" }, // development environment
	{ words: ["rollback", "revert", "downgrade"], strength: "loose" }, // undo deployment
	{ words: ["trigger", "start", "launch", "kick"], strength: "loose" }, // start a run
	{ words: ["retry", "rerun", "rebuild", "redo"], strength: "loose" }, // run again
	{ words: ["fail", "failure", "failed", "error", "broken"], strength: "loose" }, // did not succeed
	{ words: ["success", "succeeded", "passed"], strength: "loose" }, // did succeed
	{ words: ["flaky", "unstable", "intermittent"], strength: "loose" }, // sometimes fails
	{ words: ["lint", "check", "analyze", "static"], strength: "loose" }, // static checks
	{ words: ["variable", "var", "setting", "parameter"], strength: "loose" }, // named value
	{ words: ["secret", "credential", "password", "token"], strength: "loose" }, // sensitive value
	{ words: ["cron", "schedule", "periodic", "timer"], strength: "loose" }, // timed execution
	{ words: ["webhook", "hook", "callback"], strength: "loose" }, // event callback
	{ words: ["approval", "gate", "signoff"], strength: "loose" }, // required approval
	{ words: ["canary", "gradual", "rollout"], strength: "loose" }, // partial release
	{ words: ["container", "pod"], strength: "loose" }, // running unit
	{ words: ["image", "snapshot", "template"], strength: "loose" }, // container image
	{ words: ["cluster", "fleet", "pool"], strength: "loose" }, // group of machines
	{ words: ["node", "host", "machine", "server", "instance", "vm"], strength: "loose" }, // compute machine
	{ words: ["namespace", "project", "scope", "tenant"], strength: "loose" }, // isolation scope
	{ words: ["service", "svc", "app", "application"], strength: "loose" }, // running service
	{ words: ["scale", "resize", "autoscale", "replicas"], strength: "loose" }, // change capacity
	{ words: ["port", "endpoint", "socket"], strength: "loose" }, // network port
	{ words: ["volume", "disk", "storage", "mount"], strength: "loose" }, // attached storage
	{ words: ["network", "subnet", "vpc"], strength: "loose" }, // network
	{ words: ["registry", "hub", "repository"], strength: "loose" }, // image registry
	{ words: ["chart", "package", "template", "release"], strength: "loose" }, // deploy package
	{ words: ["manifest", "yaml", "spec", "definition", "config"], strength: "loose" }, // resource definition
	{ words: ["exec", "shell", "command", "terminal", "console"], strength: "loose" }, // run command inside
	{ words: ["command", "cmd", "instruction"], strength: "loose" }, // command
	{ words: ["process", "pid", "task"], strength: "loose" }, // running program
	{ words: ["terminal", "console", "shell", "cli"], strength: "loose" }, // command line
	{ words: ["memory", "ram", "mem"], strength: "loose" }, // memory
	{ words: ["cpu", "processor", "compute"], strength: "loose" }, // processing
	{ words: ["storage", "disk", "drive", "space"], strength: "loose" }, // persistent storage
	{ words: ["function", "lambda", "serverless", "worker"], strength: "loose" }, // serverless code
	{ words: ["install", "setup", "deploy", "add"], strength: "loose" }, // put software in place
	{ words: ["uninstall", "remove"], strength: "loose" }, // take software out
	{ words: ["upgrade", "update", "bump"], strength: "loose" }, // newer version
	{ words: ["dependency", "package", "library", "module"], strength: "loose" }, // required software
	{ words: ["plugin", "extension", "addon", "integration"], strength: "loose" }, // add-on
	{ words: ["app", "application", "program", "software"], strength: "loose" }, // software
	{ words: ["config", "configuration", "settings"], strength: "strong" }, // configuration
	{ words: ["settings", "preferences", "options", "setup"], strength: "loose" }, // user settings
	{ words: ["health", "status", "liveness", "readiness"], strength: "loose" }, // is it healthy
	{ words: ["database", "db", "datastore", "store"], strength: "loose" }, // data store
	{ words: ["table", "collection"], strength: "loose" }, // set of records
	{ words: ["row", "record", "entry", "document", "item", "tuple"], strength: "loose" }, // single record
	{ words: ["column", "field", "attribute", "property"], strength: "loose" }, // record attribute
	{ words: ["query", "sql", "select", "statement"], strength: "loose" }, // database query
	{ words: ["schema", "structure", "definition", "ddl"], strength: "loose" }, // data structure
	{ words: ["index", "indexes", "indices"], strength: "loose" }, // lookup structure
	{ words: ["transaction", "txn"], strength: "loose" }, // atomic unit
	{ words: ["aggregate", "group", "summarize", "rollup"], strength: "loose" }, // combine rows
	{ words: ["join", "merge", "combine", "link"], strength: "loose" }, // combine tables
	{ words: ["backup", "dump", "snapshot", "export", "copy"], strength: "loose" }, // saved copy
	{ words: ["migration", "migrate", "schema"], strength: "loose" }, // schema change
	{ words: ["cache", "memoize", "buffer"], strength: "loose" }, // fast storage
	{ words: ["vector", "embedding", "semantic", "similarity"], strength: "loose" }, // vector search
	{ words: ["document", "doc", "json", "object"], strength: "loose" }, // stored document
	{ words: ["insert", "add", "put", "write"], strength: "loose" }, // write data
	{ words: ["folder", "directory", "dir"], strength: "strong" }, // file container
	{ words: ["path", "location", "filepath", "filename"], strength: "loose" }, // file location
	{ words: ["read", "open", "view", "cat"], strength: "loose" }, // read file
	{ words: ["write", "save", "put", "output"], strength: "loose" }, // write file
	{ words: ["append", "add", "concatenate"], strength: "loose" }, // add to end
	{ words: ["size", "bytes", "length"], strength: "loose" }, // how large
	{ words: ["metadata", "info", "stat", "properties", "attributes"], strength: "loose" }, // file info
	{ words: ["tree", "hierarchy", "structure", "outline"], strength: "loose" }, // nested structure
	{ words: ["bucket", "container", "storage"], strength: "loose" }, // storage bucket
	{ words: ["object", "blob", "file"], strength: "loose" }, // stored object
	{ words: ["share", "link", "expose", "publish"], strength: "loose" }, // give access
	{ words: ["zip", "compress", "archive", "pack"], strength: "loose" }, // compress files
	{ words: ["unzip", "extract", "decompress", "unpack"], strength: "loose" }, // decompress files
	{ words: ["content", "text", "body"], strength: "loose" }, // contents
	{ words: ["image", "picture", "photo", "img", "pic"], strength: "loose" }, // image
	{ words: ["video", "clip", "movie", "recording"], strength: "loose" }, // video
	{ words: ["audio", "sound", "voice", "recording"], strength: "loose" }, // audio
	{ words: ["spreadsheet", "sheet", "workbook"], strength: "loose" }, // spreadsheet
	{ words: ["presentation", "slides", "deck", "slideshow"], strength: "loose" }, // slides
	{ words: ["trash", "bin", "recycle"], strength: "loose" }, // deleted items
	{ words: ["modified", "updated", "lastmodified", "mtime"], strength: "loose" }, // last change time
	{ words: ["created", "creation", "ctime"], strength: "loose" }, // creation time
	{ words: ["recent", "latest", "newest", "last"], strength: "loose" }, // most recent
	{ words: ["oldest", "earliest", "first"], strength: "loose" }, // least recent
	{ words: ["browser", "web", "page", "tab"], strength: "loose" }, // web browser
	{ words: ["navigate", "go", "open", "visit", "browse", "goto", "load"], strength: "loose" }, // go to page
	{ words: ["click", "press", "tap", "select"], strength: "loose" }, // activate element
	{ words: ["type", "fill", "input", "enter", "write"], strength: "loose" }, // enter text
	{ words: ["screenshot", "capture", "screengrab", "snapshot"], strength: "loose" }, // image of screen
	{ words: ["scroll", "swipe", "pan"], strength: "loose" }, // move view
	{ words: ["hover", "mouseover"], strength: "strong" }, // pointer over element
	{ words: ["drag", "drop", "move"], strength: "loose" }, // drag and drop
	{ words: ["wait", "sleep", "delay", "pause"], strength: "loose" }, // wait
	{ words: ["evaluate", "execute", "script", "javascript", "js", "eval"], strength: "loose" }, // run script
	{ words: ["dialog", "alert", "popup", "modal", "prompt", "confirm"], strength: "loose" }, // dialog box
	{ words: ["url", "link", "address", "href", "uri"], strength: "loose" }, // web address
	{ words: ["link", "hyperlink", "url"], strength: "strong" }, // web link
	{ words: ["scrape", "crawl", "extract", "harvest", "spider", "fetch"], strength: "loose" }, // collect web content
	{ words: ["form", "field", "input"], strength: "loose" }, // form
	{ words: ["element", "selector", "node", "locator"], strength: "loose" }, // page element
	{ words: ["cookie", "session", "storage"], strength: "loose" }, // browser storage
	{ words: ["tab", "window", "page"], strength: "loose" }, // browser tab
	{ words: ["back", "previous"], strength: "loose" }, // go back
	{ words: ["forward", "next"], strength: "loose" }, // go forward
	{ words: ["reload", "refresh"], strength: "strong" }, // load again
	{ words: ["print", "pdf"], strength: "loose" }, // print page
	{ words: ["console", "log", "devtools"], strength: "loose" }, // browser console
	{ words: ["request", "call", "api", "fetch"], strength: "loose" }, // network request
	{ words: ["response", "reply", "result", "output"], strength: "loose" }, // response
	{ words: ["emulate", "simulate", "mimic"], strength: "loose" }, // emulation
	{ words: ["website", "site", "webpage", "homepage", "domain"], strength: "loose" }, // website
	{ words: ["html", "markup", "dom"], strength: "loose" }, // page markup
	{ words: ["markdown", "md", "text"], strength: "loose" }, // markdown
	{ words: ["keyboard", "key", "keystroke", "press"], strength: "loose" }, // keyboard
	{ words: ["mouse", "cursor", "pointer"], strength: "loose" }, // mouse
	{ words: ["frame", "iframe"], strength: "strong" }, // embedded frame
	{ words: ["payment", "charge", "transaction", "purchase"], strength: "loose" }, // money paid
	{ words: ["pay", "payment", "checkout"], strength: "loose" }, // make payment
	{ words: ["refund", "reimburse", "reimbursement", "chargeback"], strength: "loose" }, // money back
	{ words: ["invoice", "bill", "receipt", "statement"], strength: "loose" }, // billing document
	{ words: ["subscription", "plan", "membership", "recurring"], strength: "loose" }, // recurring billing
	{ words: ["customer", "client", "buyer", "payer", "account"], strength: "loose" }, // paying party
	{ words: ["price", "cost", "amount", "fee", "rate", "charge", "pricing"], strength: "loose" }, // how much
	{ words: ["product", "item", "sku", "goods", "merchandise"], strength: "loose" }, // thing sold
	{ words: ["coupon", "discount", "promo", "promotion", "voucher"], strength: "loose" }, // price reduction
	{ words: ["balance", "funds", "credit"], strength: "loose" }, // available money
	{ words: ["payout", "transfer", "withdrawal", "disbursement"], strength: "loose" }, // money sent out
	{ words: ["checkout", "cart", "basket"], strength: "loose" }, // purchase flow
	{ words: ["order", "purchase", "sale"], strength: "loose" }, // order
	{ words: ["dispute", "chargeback", "claim"], strength: "loose" }, // contested payment
	{ words: ["currency", "money", "cash"], strength: "loose" }, // money
	{ words: ["tax", "vat", "duty"], strength: "loose" }, // tax
	{ words: ["card", "credit", "debit"], strength: "loose" }, // payment card
	{ words: ["revenue", "income", "sales", "earnings"], strength: "loose" }, // money earned
	{ words: ["quote", "estimate", "proposal"], strength: "loose" }, // price offer
	{ words: ["deal", "opportunity", "lead", "prospect"], strength: "loose" }, // sales pipeline
	{ words: ["inventory", "stock", "quantity"], strength: "loose" }, // stock level
	{ words: ["shop", "store", "merchant"], strength: "loose" }, // seller
	{ words: ["billing", "invoice", "payment"], strength: "loose" }, // billing
	{ words: ["directions", "route", "navigation", "path", "itinerary", "way"], strength: "loose" }, // how to get there
	{ words: ["geocode", "geocoding", "address", "coordinates"], strength: "loose" }, // address to coordinates
	{ words: ["distance", "length", "far", "mileage"], strength: "loose" }, // how far
	{ words: ["location", "place", "position", "spot", "venue", "poi"], strength: "loose" }, // place
	{ words: ["coordinates", "latlng", "latitude", "longitude", "lat", "lng", "lon", "geo"], strength: "loose" }, // map coordinates
	{ words: ["address", "street", "location"], strength: "loose" }, // postal address
	{ words: ["nearby", "around", "near", "vicinity", "nearest", "surrounding"], strength: "loose" }, // close to
	{ words: ["eta", "arrival", "traveltime", "duration"], strength: "loose" }, // time to arrive
	{ words: ["traffic", "congestion", "jam"], strength: "loose" }, // road traffic
	{ words: ["walking", "walk", "foot", "pedestrian"], strength: "loose" }, // on foot
	{ words: ["driving", "drive", "car", "vehicle"], strength: "loose" }, // by car
	{ words: ["transit", "bus", "subway", "metro", "train"], strength: "loose" }, // public transport
	{ words: ["bicycling", "cycling", "bike", "bicycle", "riding"], strength: "loose" }, // by bicycle
	{ words: ["map", "tiles", "cartography"], strength: "loose" }, // map
	{ words: ["elevation", "altitude", "height", "terrain"], strength: "loose" }, // height above sea
	{ words: ["weather", "forecast", "temperature", "climate"], strength: "loose" }, // weather
	{ words: ["city", "town", "district", "region", "area", "province", "county"], strength: "loose" }, // administrative area
	{ words: ["country", "nation"], strength: "strong" }, // country
	{ words: ["isochrone", "reachable", "coverage"], strength: "loose" }, // reachable area
	{ words: ["trip", "journey", "travel", "tour"], strength: "loose" }, // travel
	{ words: ["origin", "start", "source", "departure"], strength: "loose" }, // starting point
	{ words: ["destination", "target", "arrival"], strength: "loose" }, // end point
	{ words: ["waypoint", "stopover"], strength: "loose" }, // intermediate stop
	{ words: ["taxi", "ride", "cab"], strength: "loose" }, // ride hailing
	{ words: ["restaurant", "food", "dining", "eat"], strength: "loose" }, // places to eat
	{ words: ["hotel", "lodging", "accommodation", "stay"], strength: "loose" }, // places to stay
	{ words: ["postal", "zip", "postcode"], strength: "loose" }, // postal code
	{ words: ["polygon", "area", "boundary", "geofence", "shape"], strength: "loose" }, // geographic area
	{ words: ["ip", "geolocation", "locate"], strength: "loose" }, // ip location
	{ words: ["log", "logs", "logging", "entries", "events", "records"], strength: "loose" }, // log records
	{ words: ["metric", "metrics", "measurement", "stat", "statistic", "kpi"], strength: "loose" }, // measured value
	{ words: ["alert", "alarm", "alerting", "notification", "warning"], strength: "loose" }, // alert
	{ words: ["monitor", "watch", "observe", "track"], strength: "loose" }, // keep watch
	{ words: ["dashboard", "panel", "board", "chart"], strength: "loose" }, // dashboard
	{ words: ["incident", "outage", "problem", "issue"], strength: "loose" }, // service problem
	{ words: ["error", "exception", "crash", "fault", "failure", "bug"], strength: "loose" }, // error
	{ words: ["trace", "span", "tracing"], strength: "loose" }, // request trace
	{ words: ["performance", "latency", "speed", "slowness", "throughput"], strength: "loose" }, // performance
	{ words: ["uptime", "availability", "health", "status"], strength: "loose" }, // service health
	{ words: ["oncall", "pager", "escalation"], strength: "loose" }, // on-call
	{ words: ["downtime", "maintenance", "silence", "mute"], strength: "loose" }, // planned quiet period
	{ words: ["usage", "consumption", "utilization", "quota"], strength: "loose" }, // resource usage
	{ words: ["profile", "profiling", "flamegraph"], strength: "loose" }, // performance profile
	{ words: ["debug", "troubleshoot", "diagnose", "investigate"], strength: "loose" }, // find cause
	{ words: ["anomaly", "outlier", "spike"], strength: "loose" }, // unusual value
	{ words: ["ratelimit", "throttle", "quota", "limit"], strength: "loose" }, // request limits
	{ words: ["audit", "trail", "history", "activity"], strength: "loose" }, // audit record
	{ words: ["report", "summary", "analytics", "insights"], strength: "loose" }, // analysis report
	{ words: ["event", "activity", "action", "happening"], strength: "loose" }, // event
	{ words: ["warning", "warn", "caution"], strength: "loose" }, // warning
	{ words: ["document", "doc", "page", "file"], strength: "loose" }, // document
	{ words: ["note", "notes", "memo", "jot", "annotation"], strength: "loose" }, // note
	{ words: ["wiki", "knowledge", "knowledgebase", "docs", "documentation"], strength: "loose" }, // knowledge base
	{ words: ["block", "paragraph", "section"], strength: "loose" }, // document block
	{ words: ["template", "boilerplate", "scaffold", "blueprint"], strength: "loose" }, // template
	{ words: ["summary", "summarize", "summarise", "digest", "overview", "abstract", "tldr", "recap"], strength: "loose" }, // summary
	{ words: ["translate", "translation", "localize"], strength: "loose" }, // translate
	{ words: ["outline", "toc", "contents", "structure"], strength: "loose" }, // outline
	{ words: ["title", "heading", "name", "subject", "headline"], strength: "loose" }, // title
	{ words: ["chart", "graph", "plot", "diagram", "visualization", "visualize"], strength: "loose" }, // visual chart
	{ words: ["help", "docs", "documentation", "manual", "guide", "reference", "tutorial"], strength: "loose" }, // help
	{ words: ["example", "sample", "demo"], strength: "loose" }, // example
	{ words: ["question", "ask", "query", "inquiry"], strength: "loose" }, // question
	{ words: ["answer", "response", "reply", "solution"], strength: "loose" }, // answer
	{ words: ["research", "investigate", "study", "explore"], strength: "loose" }, // research
	{ words: ["news", "headlines", "articles"], strength: "loose" }, // news
	{ words: ["article", "post", "blog", "story"], strength: "loose" }, // article
	{ words: ["paper", "publication", "research", "academic"], strength: "loose" }, // academic paper
	{ words: ["web", "internet", "online"], strength: "loose" }, // internet
	{ words: ["keyword", "term", "query", "phrase"], strength: "loose" }, // search term
	{ words: ["result", "hit", "match"], strength: "loose" }, // search result
	{ words: ["similar", "related", "relevant"], strength: "loose" }, // similar
	{ words: ["recommend", "suggest"], strength: "loose" }, // suggest
	{ words: ["rank", "score", "relevance"], strength: "loose" }, // ranking
	{ words: ["write", "compose", "draft", "author"], strength: "loose" }, // write text
	{ words: ["rewrite", "rephrase", "paraphrase"], strength: "loose" }, // reword
	{ words: ["edit", "proofread", "polish", "refine"], strength: "loose" }, // improve text
	{ words: ["transcribe", "transcript", "transcription"], strength: "loose" }, // speech to text
	{ words: ["speech", "voice", "tts", "audio"], strength: "loose" }, // speech
	{ words: ["recognize", "detect", "identify", "classify"], strength: "loose" }, // recognize
	{ words: ["collaborator", "editor", "contributor", "member"], strength: "loose" }, // document co-worker
	{ words: ["convert", "transform", "format", "cast"], strength: "loose" }, // change format
	{ words: ["csv", "tsv", "tabular", "spreadsheet"], strength: "loose" }, // tabular data
	{ words: ["parse", "decode", "read", "deserialize"], strength: "loose" }, // parse data
	{ words: ["encode", "serialize", "stringify", "marshal"], strength: "loose" }, // encode data
	{ words: ["format", "prettify", "beautify", "pretty"], strength: "loose" }, // format text
	{ words: ["encrypt", "cipher", "encode"], strength: "loose" }, // encrypt
	{ words: ["decrypt", "decipher"], strength: "strong" }, // decrypt
	{ words: ["hash", "checksum", "digest", "fingerprint", "sha", "md5"], strength: "loose" }, // hash
	{ words: ["yaml", "yml"], strength: "strong" }, // yaml
	{ words: ["regex", "regexp", "pattern", "expression"], strength: "loose" }, // pattern
	{ words: ["uuid", "guid", "id", "identifier"], strength: "loose" }, // unique id
	{ words: ["id", "identifier", "key"], strength: "loose" }, // identifier
	{ words: ["random", "rand", "generate"], strength: "loose" }, // random
	{ words: ["calculate", "compute", "calc", "evaluate"], strength: "loose" }, // compute
	{ words: ["math", "arithmetic", "calculation"], strength: "loose" }, // math
	{ words: ["number", "numeric", "integer"], strength: "loose" }, // number
	{ words: ["analyze", "analyse", "analysis", "examine", "evaluate", "assess"], strength: "loose" }, // analyze
	{ words: ["analyze", "analyse"], strength: "strong" }, // spelling variant
	{ words: ["visualize", "visualise"], strength: "strong" }, // spelling variant
	{ words: ["organize", "organise"], strength: "strong" }, // spelling variant
	{ words: ["color", "colour"], strength: "strong" }, // spelling variant
	{ words: ["favorite", "favourite"], strength: "strong" }, // spelling variant
	{ words: ["license", "licence"], strength: "strong" }, // spelling variant
	{ words: ["catalog", "catalogue"], strength: "strong" }, // spelling variant
	{ words: ["behavior", "behaviour"], strength: "strong" }, // spelling variant
	{ words: ["center", "centre"], strength: "strong" }, // spelling variant
	{ words: ["optimize", "optimise"], strength: "strong" }, // spelling variant
	{ words: ["authorize", "authorise"], strength: "strong" }, // spelling variant
	{ words: ["customize", "customise"], strength: "strong" }, // spelling variant
	{ words: ["normalize", "normalise"], strength: "strong" }, // spelling variant
	{ words: ["initialize", "initialise", "init"], strength: "strong" }, // spelling variant
	{ words: ["synchronize", "synchronise", "sync"], strength: "strong" }, // spelling variant
	{ words: ["summarize", "summarise"], strength: "strong" }, // spelling variant
	{ words: ["prioritize", "prioritise"], strength: "strong" }, // spelling variant
	{ words: ["recognize", "recognise"], strength: "strong" }, // spelling variant
	{ words: ["serialize", "serialise"], strength: "strong" }, // spelling variant
	{ words: ["gray", "grey"], strength: "strong" }, // spelling variant
	{ words: ["dialog", "dialogue"], strength: "strong" }, // spelling variant
	{ words: ["dns", "domain", "hostname", "nameserver"], strength: "loose" }, // domain name
	{ words: ["ip", "address", "ipv4", "ipv6"], strength: "loose" }, // ip address
	{ words: ["proxy", "gateway", "relay"], strength: "loose" }, // proxy
	{ words: ["certificate", "cert", "ssl", "tls"], strength: "loose" }, // tls certificate
	{ words: ["firewall", "rule", "acl", "security"], strength: "loose" }, // firewall
	{ words: ["loadbalancer", "balancer", "lb"], strength: "loose" }, // load balancer
	{ words: ["cdn", "cache", "edge"], strength: "loose" }, // content delivery
	{ words: ["ping", "latency", "reachability"], strength: "loose" }, // reachability
	{ words: ["endpoint", "url", "route", "api"], strength: "loose" }, // api endpoint
	{ words: ["connect", "connection", "link", "attach"], strength: "loose" }, // connect
	{ words: ["disconnect", "detach", "unlink"], strength: "loose" }, // disconnect
	{ words: ["bandwidth", "traffic", "throughput"], strength: "loose" }, // network traffic
	{ words: ["ssh", "remote", "shell"], strength: "loose" }, // remote shell
	{ words: ["vpn", "tunnel"], strength: "loose" }, // private network
	{ words: ["route", "routing", "rule", "path"], strength: "loose" }, // network route
	{ words: ["call", "phone", "dial", "ring"], strength: "loose" }, // phone call
	{ words: ["sms", "text", "message"], strength: "loose" }, // text message
	{ words: ["recording", "record", "capture"], strength: "loose" }, // recording
	{ words: ["number", "phone", "mobile", "cell"], strength: "loose" }, // phone number
	{ words: ["voicemail", "voice", "message"], strength: "loose" }, // voicemail
	{ words: ["memory", "remember", "recall", "store"], strength: "loose" }, // remember facts
	{ words: ["entity", "object", "node", "concept"], strength: "loose" }, // graph entity
	{ words: ["relation", "relationship", "edge", "link", "connection"], strength: "loose" }, // graph relation
	{ words: ["observation", "fact", "note"], strength: "loose" }, // stored fact
	{ words: ["think", "reason", "reflect", "ponder"], strength: "loose" }, // thinking
	{ words: ["prompt", "instruction"], strength: "loose" }, // prompt
	{ words: ["model", "llm", "ai"], strength: "loose" }, // ai model
	{ words: ["agent", "assistant", "bot"], strength: "loose" }, // agent
	{ words: ["flag", "toggle", "switch", "feature"], strength: "loose" }, // feature flag
	{ words: ["experiment", "abtest", "variant", "variation"], strength: "loose" }, // experiment
	{ words: ["segment", "audience", "cohort"], strength: "loose" }, // user segment
	{ words: ["entire", "whole"], strength: "loose" }, // all
	{ words: ["batch", "bulk", "multiple", "mass"], strength: "loose" }, // many at once
	{ words: ["limit", "max", "cap", "maximum"], strength: "loose" }, // upper limit
	{ words: ["page", "pagination", "offset", "cursor", "next"], strength: "loose" }, // paging
	{ words: ["top", "best", "popular", "trending"], strength: "loose" }, // popular
	{ words: ["owner", "admin", "administrator"], strength: "loose" }, // owner
	{ words: ["admin", "administrator", "superuser", "root"], strength: "loose" }, // administrator
	{ words: ["public", "shared", "open", "visible"], strength: "loose" }, // public
	{ words: ["private", "personal", "secret", "hidden"], strength: "loose" }, // private
	{ words: ["self", "current"], strength: "loose" }, // current user
	{ words: ["survey", "poll", "vote", "form", "questionnaire"], strength: "loose" }, // survey
	{ words: ["support", "help", "helpdesk"], strength: "loose" }, // support
	{ words: ["attach", "link", "associate", "connect", "relate"], strength: "loose" }, // associate
	{ words: ["detach", "unlink", "dissociate"], strength: "loose" }, // dissociate
	{ words: ["group", "cluster", "bundle", "collection"], strength: "loose" }, // grouping
	{ words: ["sync", "synchronize", "mirror", "replicate"], strength: "loose" }, // synchronize
	{ words: ["workflow", "automation", "flow", "process", "rule"], strength: "loose" }, // automation
	{ words: ["trigger", "event", "hook"], strength: "loose" }, // trigger
	{ words: ["action", "operation", "step"], strength: "loose" }, // action
	{ words: ["rule", "policy", "condition"], strength: "loose" }, // rule
	{ words: ["fix", "repair", "patch", "resolve", "solve"], strength: "loose" }, // fix
	{ words: ["handle", "process", "deal", "manage"], strength: "loose" }, // handle
	{ words: ["manage", "administer", "administrate", "control"], strength: "loose" }, // manage
	{ words: ["highlight", "emphasize", "mark"], strength: "loose" }, // highlight
	{ words: ["color", "theme", "style"], strength: "loose" }, // appearance
	{ words: ["font", "typeface", "typography"], strength: "loose" }, // font
	{ words: ["icon", "emoji", "symbol", "glyph"], strength: "loose" }, // icon
	{ words: ["design", "mockup", "prototype", "wireframe"], strength: "loose" }, // design
	{ words: ["component", "widget", "element", "module"], strength: "loose" }, // ui component
	{ words: ["canvas", "board", "whiteboard"], strength: "loose" }, // drawing canvas
	{ words: ["frame", "artboard"], strength: "strong" }, // design frame
	{ words: ["type", "kind", "category", "class"], strength: "loose" }, // type
	{ words: ["description", "summary", "details", "body"], strength: "loose" }, // description
	{ words: ["quantity", "amount", "count"], strength: "loose" }, // quantity
	{ words: ["average", "mean", "avg"], strength: "loose" }, // average
	{ words: ["sum", "total"], strength: "loose" }, // sum
	{ words: ["minimum", "min", "least", "lowest"], strength: "loose" }, // minimum
	{ words: ["maximum", "max", "highest"], strength: "loose" }, // maximum
	{ words: ["percent", "percentage", "ratio"], strength: "loose" }, // percentage
	{ words: ["trend", "trending", "growth"], strength: "loose" }, // trend
	{ words: ["predict", "forecast", "projection"], strength: "loose" }, // predict
	{ words: ["integration", "connector", "integrate"], strength: "loose" }, // integration
	{ words: ["slow", "lag", "latency", "sluggish"], strength: "loose" }, // slow
	{ words: ["stuck", "hang", "hung", "frozen", "blocked"], strength: "loose" }, // stuck
	{ words: ["queue", "backlog", "pending", "waiting"], strength: "loose" }, // waiting items
	{ words: ["expire", "expiration", "expiry", "ttl"], strength: "loose" }, // expiration
	{ words: ["lock", "freeze", "protect"], strength: "loose" }, // protect from change
	{ words: ["protected", "locked", "readonly"], strength: "loose" }, // cannot be changed
	{ words: ["default", "primary", "main"], strength: "loose" }, // default
	{ words: ["main", "master", "trunk"], strength: "loose" }, // main branch
	{ words: ["language", "locale"], strength: "loose" }, // language
];

/** Abbreviations and short forms, and what they stand for (a phrase is matched as one, see `./concepts.ts`). */
export const GENERAL_ABBREVIATIONS: readonly (readonly [string, string])[] = [
	["repo", "repository"],
	["repos", "repositories"],
	["pr", "pull request"],
	["prs", "pull requests"],
	["mr", "merge request"],
	["mrs", "merge requests"],
	["ci", "continuous integration"],
	["k8s", "kubernetes"],
	["kube", "kubernetes"],
	["db", "database"],
	["dbs", "databases"],
	["dm", "direct message"],
	["dms", "direct messages"],
	["msg", "message"],
	["msgs", "messages"],
	["info", "information"],
	["config", "configuration"],
	["cfg", "configuration"],
	["conf", "configuration"],
	["env", "environment"],
	["envs", "environments"],
	["var", "variable"],
	["vars", "variables"],
	["dir", "directory"],
	["dirs", "directories"],
	["doc", "document"],
	["docs", "documentation"],
	["img", "image"],
	["pic", "picture"],
	["pics", "pictures"],
	["vid", "video"],
	["tz", "timezone"],
	["auth", "authentication"],
	["authn", "authentication"],
	["authz", "authorization"],
	["creds", "credentials"],
	["perm", "permission"],
	["perms", "permissions"],
	["admin", "administrator"],
	["org", "organization"],
	["orgs", "organizations"],
	["proj", "project"],
	["dept", "department"],
	["eta", "estimated time of arrival"],
	["poi", "point of interest"],
	["lat", "latitude"],
	["lng", "longitude"],
	["lon", "longitude"],
	["addr", "address"],
	["geo", "geographic"],
	["sms", "text message"],
	["otp", "one time password"],
	["2fa", "two factor authentication"],
	["mfa", "multi factor authentication"],
	["sso", "single sign on"],
	["jwt", "json web token"],
	["vm", "virtual machine"],
	["vms", "virtual machines"],
	["vpc", "virtual private cloud"],
	["lb", "load balancer"],
	["ns", "namespace"],
	["svc", "service"],
	["pvc", "persistent volume claim"],
	["pv", "persistent volume"],
	["hpa", "horizontal pod autoscaler"],
	["crd", "custom resource definition"],
	["notif", "notification"],
	["notifs", "notifications"],
	["cal", "calendar"],
	["appt", "appointment"],
	["mtg", "meeting"],
	["eod", "end of day"],
	["ooo", "out of office"],
	["pto", "paid time off"],
	["qty", "quantity"],
	["amt", "amount"],
	["txn", "transaction"],
	["acct", "account"],
	["desc", "description"],
	["num", "number"],
	["avg", "average"],
	["stats", "statistics"],
	["perf", "performance"],
	["mem", "memory"],
	["err", "error"],
	["errs", "errors"],
	["warn", "warning"],
	["prod", "production"],
	["stg", "staging"],
	["dev", "development"],
	["qa", "quality assurance"],
	["uat", "user acceptance testing"],
	["fn", "function"],
	["func", "function"],
	["cmd", "command"],
	["exec", "execute"],
	["proc", "process"],
	["pid", "process id"],
	["src", "source"],
	["dest", "destination"],
	["dst", "destination"],
	["tmp", "temporary"],
	["bak", "backup"],
	["pkg", "package"],
	["pkgs", "packages"],
	["dep", "dependency"],
	["deps", "dependencies"],
	["lib", "library"],
	["ver", "version"],
	["rev", "revision"],
	["ref", "reference"],
	["refs", "references"],
	["sha", "commit hash"],
	["attr", "attribute"],
	["attrs", "attributes"],
	["prop", "property"],
	["props", "properties"],
	["param", "parameter"],
	["params", "parameters"],
	["arg", "argument"],
	["args", "arguments"],
	["opts", "options"],
	["req", "request"],
	["resp", "response"],
	["gql", "graphql"],
	["md", "markdown"],
	["txt", "text"],
	["xls", "spreadsheet"],
	["ppt", "presentation"],
	["kb", "knowledge base"],
	["faq", "frequently asked questions"],
	["llm", "large language model"],
	["ml", "machine learning"],
	["nlp", "natural language processing"],
	["ocr", "optical character recognition"],
	["tts", "text to speech"],
	["stt", "speech to text"],
	["asr", "speech recognition"],
	["wip", "work in progress"],
	["lgtm", "approve"],
	["rc", "release candidate"],
	["oom", "out of memory"],
	["sla", "service level agreement"],
	["slo", "service level objective"],
	["sli", "service level indicator"],
	["kpi", "key performance indicator"],
	["crm", "customer relationship management"],
	["cms", "content management system"],
	["ui", "user interface"],
	["ux", "user experience"],
	["cli", "command line interface"],
	["gui", "graphical user interface"],
	["os", "operating system"],
	["fs", "file system"],
	["vcs", "version control"],
	["scm", "source control"],
	["iam", "identity and access management"],
	["rbac", "role based access control"],
	["acl", "access control list"],
	["cdn", "content delivery network"],
	["vpn", "virtual private network"],
	["kv", "key value"],
	["ttl", "time to live"],
	["e2e", "end to end test"],
	["yml", "yaml"],
	["dl", "download"],
	["ul", "upload"],
	["pw", "password"],
	["id", "identifier"],
	["uid", "user id"],
	["impl", "implementation"],
	["ctx", "context"],
	["addl", "additional"],
	["mgmt", "management"],
	["mgr", "manager"],
	["tx", "transaction"],
	["max", "maximum"],
	["pct", "percent"],
	["calc", "calculate"],
	["sched", "schedule"],
	["tmrw", "tomorrow"],
	["asap", "urgent"],
	["dup", "duplicate"],
	["dupe", "duplicate"],
	["todo", "task"],
	["todos", "tasks"],
];

/** Chinese software words and their English translations, `|` between alternatives (each may be a phrase). */
export const GENERAL_ZH_EN: readonly (readonly [string, string])[] = [
	["删除", "delete|remove"],
	["删掉", "delete|remove"],
	["删", "delete|remove"],
	["移除", "remove|delete"],
	["去掉", "remove"],
	["去除", "remove"],
	["清除", "clear|purge|delete"],
	["清空", "clear|empty|purge"],
	["清理", "clean|cleanup|prune"],
	["销毁", "destroy|delete"],
	["新建", "create|new"],
	["创建", "create"],
	["建立", "create|establish"],
	["添加", "add|create"],
	["增加", "add|increase"],
	["新增", "add|create"],
	["插入", "insert|add"],
	["追加", "append|add"],
	["修改", "update|modify|edit"],
	["更改", "change|update|modify"],
	["编辑", "edit|update"],
	["更新", "update|refresh"],
	["改", "update|edit|modify"],
	["变更", "change|update"],
	["调整", "adjust|update|resize"],
	["设置", "set|configure|settings"],
	["设定", "set|configure"],
	["配置", "config|configure|configuration"],
	["获取", "get|fetch|retrieve"],
	["取得", "get|obtain"],
	["拿到", "get|fetch"],
	["读取", "read|get"],
	["查看", "view|get|show"],
	["看", "view|show"],
	["查询", "query|search|get"],
	["查找", "find|search|lookup"],
	["搜索", "search"],
	["检索", "search|retrieve|query"],
	["搜", "search"],
	["查", "query|search|check"],
	["找", "find|search"],
	["寻找", "find|search"],
	["浏览", "browse|view|list"],
	["列出", "list"],
	["列举", "list|enumerate"],
	["列表", "list"],
	["显示", "show|display"],
	["展示", "show|display"],
	["打开", "open"],
	["关闭", "close|disable"],
	["复制", "copy|duplicate|clone"],
	["拷贝", "copy"],
	["粘贴", "paste"],
	["剪切", "cut"],
	["移动", "move"],
	["挪", "move"],
	["迁移", "migrate|move"],
	["重命名", "rename"],
	["改名", "rename"],
	["保存", "save"],
	["存储", "store|storage"],
	["储存", "store|storage"],
	["归档", "archive"],
	["存档", "archive|save"],
	["恢复", "restore|recover"],
	["还原", "restore|revert"],
	["撤销", "undo|revert|revoke"],
	["撤回", "recall|revoke|undo"],
	["替换", "replace"],
	["覆盖", "overwrite|override|coverage"],
	["导入", "import"],
	["导出", "export"],
	["排序", "sort|order"],
	["筛选", "filter"],
	["过滤", "filter"],
	["分页", "pagination|page"],
	["翻页", "pagination|page|next"],
	["统计", "statistics|stats|count"],
	["计数", "count"],
	["汇总", "summary|aggregate"],
	["总结", "summarize|summary"],
	["概括", "summarize|summary"],
	["摘要", "summary|abstract"],
	["概览", "overview|summary"],
	["详情", "details|detail|info"],
	["信息", "info|information"],
	["详细", "detailed|details"],
	["状态", "status|state"],
	["检查", "check|inspect|verify"],
	["验证", "validate|verify"],
	["校验", "validate|verify|checksum"],
	["确认", "confirm"],
	["测试", "test"],
	["运行", "run|execute"],
	["执行", "execute|run"],
	["跑", "run"],
	["启动", "start|launch"],
	["开始", "start|begin"],
	["停止", "stop"],
	["停", "stop"],
	["暂停", "pause|suspend"],
	["继续", "continue|resume"],
	["重启", "restart|reboot"],
	["重新启动", "restart"],
	["终止", "terminate|stop|kill"],
	["结束", "end|finish|stop"],
	["取消", "cancel"],
	["中止", "abort|cancel"],
	["杀掉", "kill"],
	["杀死", "kill"],
	["触发", "trigger"],
	["调用", "call|invoke"],
	["启用", "enable|activate"],
	["禁用", "disable|deactivate"],
	["激活", "activate|enable"],
	["停用", "disable|deactivate"],
	["开启", "enable|open|start"],
	["切换", "switch|toggle"],
	["提交", "submit|commit"],
	["发布", "publish|release|post"],
	["发送", "send"],
	["发", "send|post"],
	["推送", "push|notify"],
	["推", "push"],
	["拉取", "pull|fetch"],
	["拉", "pull"],
	["同步", "sync|synchronize"],
	["刷新", "refresh|reload"],
	["上传", "upload"],
	["下载", "download"],
	["分享", "share"],
	["共享", "share|shared"],
	["生成", "generate|create"],
	["制作", "create|make"],
	["转换", "convert|transform"],
	["转为", "convert"],
	["转成", "convert"],
	["换算", "convert|calculate"],
	["翻译", "translate"],
	["解析", "parse"],
	["格式化", "format"],
	["压缩", "compress|zip"],
	["解压", "extract|unzip|decompress"],
	["解压缩", "decompress|unzip"],
	["加密", "encrypt"],
	["解密", "decrypt"],
	["编码", "encode|encoding"],
	["解码", "decode"],
	["计算", "calculate|compute"],
	["比较", "compare|diff"],
	["对比", "compare|diff"],
	["分析", "analyze|analysis"],
	["监控", "monitor|monitoring"],
	["监听", "listen|watch|subscribe"],
	["订阅", "subscribe|subscription"],
	["取消订阅", "unsubscribe"],
	["退订", "unsubscribe"],
	["关注", "follow|watch|subscribe"],
	["取消关注", "unfollow|unwatch"],
	["收藏", "favorite|star|bookmark"],
	["点赞", "like|react"],
	["标记", "mark|flag|label"],
	["标注", "annotate|label|mark"],
	["置顶", "pin"],
	["固定", "pin|fixed"],
	["分配", "assign|allocate"],
	["指派", "assign"],
	["认领", "claim|assign"],
	["转交", "transfer|reassign|forward"],
	["审批", "approve|approval"],
	["批准", "approve"],
	["同意", "approve|accept"],
	["通过", "approve|pass"],
	["拒绝", "reject|decline|deny"],
	["驳回", "reject"],
	["审核", "review|approve"],
	["评审", "review"],
	["审查", "review|audit"],
	["邀请", "invite"],
	["加入", "join|add"],
	["退出", "exit|leave|logout"],
	["离开", "leave"],
	["登录", "login|signin|authenticate"],
	["登陆", "login|signin"],
	["登入", "login|signin"],
	["登出", "logout|signout"],
	["注销", "logout|deregister"],
	["注册", "register|signup"],
	["认证", "authenticate|auth|authentication"],
	["授权", "authorize|grant|oauth"],
	["鉴权", "auth|authorization"],
	["等待", "wait"],
	["重试", "retry"],
	["重新运行", "rerun|retry"],
	["重跑", "rerun|retry"],
	["回复", "reply|respond"],
	["答复", "reply|respond"],
	["回答", "answer|reply"],
	["转发", "forward"],
	["提及", "mention"],
	["提到", "mention"],
	["上报", "report"],
	["报告", "report"],
	["反馈", "feedback"],
	["提醒", "remind|reminder"],
	["通知", "notify|notification"],
	["告警", "alert|alarm"],
	["报警", "alert|alarm"],
	["警告", "warning|warn"],
	["预警", "alert|warning"],
	["打印", "print"],
	["预览", "preview"],
	["渲染", "render"],
	["绘制", "draw|plot|render"],
	["画", "draw"],
	["截图", "screenshot|capture"],
	["截屏", "screenshot"],
	["屏幕截图", "screenshot"],
	["录屏", "record|screencast"],
	["录制", "record"],
	["点击", "click"],
	["单击", "click"],
	["双击", "dblclick|click"],
	["右键", "right click|contextmenu"],
	["悬停", "hover"],
	["鼠标悬停", "hover|mouseover"],
	["输入", "type|input|fill"],
	["填写", "fill|input"],
	["填充", "fill"],
	["填", "fill|input"],
	["选择", "select|choose"],
	["选中", "select"],
	["勾选", "check|select"],
	["滚动", "scroll"],
	["拖拽", "drag|drop"],
	["拖动", "drag"],
	["拖放", "drag|drop"],
	["跳转", "navigate|redirect|goto"],
	["导航", "navigation|directions|navigate"],
	["访问", "visit|access|open"],
	["进入", "enter|open|navigate"],
	["返回", "back|return"],
	["后退", "back"],
	["前进", "forward"],
	["爬取", "crawl|scrape"],
	["抓取", "scrape|crawl|fetch"],
	["爬虫", "crawler|scraper|spider"],
	["提取", "extract"],
	["采集", "collect|scrape"],
	["消息", "message"],
	["私信", "direct message|dm"],
	["私聊", "direct message|dm"],
	["单聊", "direct message|dm"],
	["群聊", "group chat|channel"],
	["群", "group|channel"],
	["群组", "group"],
	["频道", "channel"],
	["聊天", "chat|message"],
	["聊天记录", "chat history|messages"],
	["会话", "conversation|session|chat"],
	["对话", "conversation|dialog|chat"],
	["线程", "thread"],
	["话题", "topic|thread"],
	["帖子", "post|thread"],
	["表情", "emoji|reaction"],
	["表情回应", "reaction|emoji"],
	["邮件", "email|mail"],
	["邮箱", "email|mailbox|inbox"],
	["电子邮件", "email"],
	["收件箱", "inbox"],
	["发件箱", "outbox|sent"],
	["已发送", "sent"],
	["草稿", "draft"],
	["草稿箱", "drafts|draft"],
	["附件", "attachment"],
	["收件人", "recipient|to"],
	["发件人", "sender|from"],
	["抄送", "cc"],
	["密送", "bcc"],
	["主题", "subject|topic|theme"],
	["正文", "body|content"],
	["签名", "signature"],
	["垃圾邮件", "spam|junk"],
	["未读", "unread"],
	["已读", "read"],
	["短信", "sms|text message"],
	["电话", "phone|call"],
	["打电话", "call|phone"],
	["通话", "call"],
	["语音", "voice|audio"],
	["视频", "video"],
	["号码", "number|phone"],
	["手机", "mobile|phone"],
	["手机号", "phone number|mobile"],
	["联系人", "contact"],
	["通讯录", "contacts|directory"],
	["语音信箱", "voicemail"],
	["视频会议", "video meeting|meeting"],
	["语音通话", "voice call|call"],
	["直播", "live stream|livestream"],
	["录音", "recording|audio"],
	["屏幕共享", "screen share"],
	["会议", "meeting|conference|event"],
	["开会", "meeting"],
	["会议室", "meeting room|room"],
	["日程", "schedule|event|calendar"],
	["日历", "calendar"],
	["事件", "event"],
	["活动", "event|activity"],
	["预约", "appointment|booking|book"],
	["预订", "book|reservation|booking"],
	["预定", "book|reservation"],
	["安排", "schedule|arrange"],
	["约时间", "schedule|book"],
	["闹钟", "alarm"],
	["待办", "todo|task"],
	["待办事项", "todo|task"],
	["任务", "task|job"],
	["子任务", "subtask"],
	["截止日期", "deadline|due date"],
	["截止时间", "deadline|due"],
	["截止", "deadline|due"],
	["到期", "due|expire|expiration"],
	["过期", "expired|expire"],
	["有效期", "expiration|validity|ttl"],
	["参与者", "participant|attendee"],
	["参会人", "attendee|participant"],
	["与会者", "attendee"],
	["组织者", "organizer"],
	["空闲", "free|available|availability"],
	["忙碌", "busy"],
	["有空", "available|free"],
	["时间段", "time slot|slot"],
	["重复", "repeat|recurring|duplicate"],
	["周期", "cycle|period|recurring"],
	["循环", "loop|recurring"],
	["时间", "time"],
	["日期", "date"],
	["时区", "timezone"],
	["时间戳", "timestamp"],
	["当前时间", "current time|now"],
	["几点", "time|current time"],
	["现在", "now|current"],
	["今天", "today"],
	["明天", "tomorrow"],
	["昨天", "yesterday"],
	["本周", "this week|week"],
	["下周", "next week"],
	["上周", "last week"],
	["小时", "hour"],
	["分钟", "minute"],
	["月", "month"],
	["年", "year"],
	["星期", "weekday|week"],
	["工作日", "weekday|business day"],
	["节假日", "holiday"],
	["假期", "holiday|vacation|leave"],
	["请假", "leave|time off"],
	["时长", "duration"],
	["持续时间", "duration"],
	["间隔", "interval"],
	["延迟", "delay|latency"],
	["时差", "time difference|offset"],
	["倒计时", "countdown|timer"],
	["计时器", "timer"],
	["北京时间", "asia/shanghai|china time"],
	["日报", "daily report|report"],
	["周报", "weekly report|report"],
	["仓库", "repository|repo"],
	["代码库", "repository|codebase"],
	["代码仓库", "repository|repo"],
	["项目", "project"],
	["分支", "branch"],
	["主分支", "main|master|default branch"],
	["提交记录", "commit|history|log"],
	["提交历史", "commit history|log"],
	["合并", "merge"],
	["合并请求", "merge request|pull request"],
	["拉取请求", "pull request"],
	["代码评审", "code review|review"],
	["代码审查", "code review|review"],
	["变基", "rebase"],
	["拣选", "cherry-pick"],
	["挑选", "pick|select|cherry-pick"],
	["版本", "version|release"],
	["发行版", "release"],
	["发布版本", "release"],
	["差异", "diff|difference"],
	["冲突", "conflict"],
	["回滚", "rollback|revert"],
	["回退", "revert|rollback"],
	["重置", "reset"],
	["暂存", "stash|stage"],
	["储藏", "stash"],
	["检出", "checkout"],
	["签出", "checkout"],
	["克隆", "clone"],
	["派生", "fork"],
	["分叉", "fork"],
	["补丁", "patch"],
	["代码", "code|source"],
	["源码", "source code|source"],
	["源代码", "source code"],
	["文件树", "tree|file tree"],
	["目录树", "tree|directory tree"],
	["追溯", "blame|trace"],
	["作者", "author"],
	["贡献者", "contributor"],
	["星标", "star"],
	["关注者", "follower|watcher"],
	["问题", "issue|problem|question"],
	["议题", "issue|topic"],
	["工单", "ticket|issue"],
	["缺陷", "bug|defect"],
	["漏洞", "vulnerability|bug|security"],
	["需求", "requirement|feature|story"],
	["用户故事", "user story|story"],
	["史诗", "epic"],
	["迭代", "iteration|sprint"],
	["冲刺", "sprint"],
	["里程碑", "milestone"],
	["看板", "board|kanban"],
	["面板", "panel|dashboard|board"],
	["卡片", "card"],
	["泳道", "swimlane|lane"],
	["优先级", "priority"],
	["严重程度", "severity"],
	["负责人", "assignee|owner"],
	["经办人", "assignee"],
	["处理人", "assignee|handler"],
	["报告人", "reporter"],
	["创建人", "creator|author"],
	["创建者", "creator|author"],
	["评论", "comment"],
	["备注", "note|remark|comment"],
	["注释", "comment|annotation"],
	["描述", "description|describe"],
	["标题", "title|heading"],
	["工作项", "work item"],
	["估算", "estimate"],
	["工时", "worklog|time spent|effort"],
	["进度", "progress"],
	["完成", "complete|done|finish"],
	["已完成", "done|completed"],
	["未完成", "open|incomplete|todo"],
	["重新打开", "reopen"],
	["阻塞", "blocked|blocker"],
	["依赖", "dependency|depend"],
	["关联", "link|relation|associate"],
	["父任务", "parent task|parent"],
	["待处理", "pending|open|todo"],
	["进行中", "in progress"],
	["积压", "backlog"],
	["需求池", "backlog"],
	["流水线", "pipeline"],
	["管道", "pipeline|pipe"],
	["构建", "build"],
	["编译", "compile|build"],
	["打包", "package|build|bundle"],
	["部署", "deploy|deployment"],
	["上线", "deploy|release|production"],
	["下线", "offline|disable|undeploy"],
	["灰度", "canary|rollout"],
	["灰度发布", "canary release|rollout"],
	["发版", "release|deploy"],
	["持续集成", "continuous integration|ci"],
	["持续部署", "continuous deployment|cd"],
	["作业", "job"],
	["步骤", "step"],
	["阶段", "stage|phase"],
	["制品", "artifact"],
	["产物", "artifact|output"],
	["构建产物", "artifact"],
	["环境", "environment"],
	["生产环境", "production|prod"],
	["线上", "production|online"],
	["测试环境", "staging|test environment"],
	["开发环境", "development|dev"],
	["预发", "staging|pre-release"],
	["变量", "variable"],
	["环境变量", "environment variable|env"],
	["密钥", "secret|key"],
	["秘钥", "secret|key"],
	["凭证", "credential|token"],
	["凭据", "credential"],
	["令牌", "token"],
	["定时", "schedule|cron|timer"],
	["定时任务", "cron job|scheduled job"],
	["钩子", "hook|webhook"],
	["回调", "callback|webhook"],
	["触发器", "trigger"],
	["失败", "failed|failure"],
	["成功", "success|succeeded"],
	["报错", "error"],
	["出错", "error|fail"],
	["错误", "error"],
	["异常", "exception|error|anomaly"],
	["崩溃", "crash"],
	["挂了", "down|outage|crash"],
	["超时", "timeout"],
	["卡住", "stuck|hang|blocked"],
	["卡顿", "lag|slow|performance"],
	["慢", "slow|latency"],
	["日志", "log|logs"],
	["测试用例", "test case"],
	["用例", "test case|use case"],
	["测试计划", "test plan"],
	["单元测试", "unit test"],
	["覆盖率", "coverage"],
	["代码扫描", "code scanning|scan"],
	["扫描", "scan"],
	["安全", "security"],
	["审计", "audit"],
	["容器", "container"],
	["镜像", "image|mirror"],
	["镜像仓库", "registry|image repository"],
	["集群", "cluster"],
	["节点", "node"],
	["命名空间", "namespace"],
	["副本", "replica"],
	["服务", "service|server"],
	["服务器", "server|host"],
	["主机", "host|machine"],
	["虚拟机", "virtual machine|vm"],
	["实例", "instance"],
	["端口", "port"],
	["端口转发", "port forward"],
	["存储卷", "volume"],
	["挂载", "mount"],
	["扩容", "scale up|scale"],
	["缩容", "scale down|scale"],
	["扩缩容", "scale|autoscale"],
	["伸缩", "scale"],
	["负载均衡", "load balancer"],
	["编排", "orchestration"],
	["配置文件", "config file|configuration"],
	["清单", "manifest|list|checklist"],
	["资源", "resource"],
	["进程", "process"],
	["命令", "command"],
	["终端", "terminal|shell|console"],
	["控制台", "console"],
	["脚本", "script"],
	["内存", "memory"],
	["磁盘", "disk"],
	["硬盘", "disk"],
	["网络", "network"],
	["带宽", "bandwidth"],
	["负载", "load"],
	["健康检查", "health check"],
	["健康", "health"],
	["运行状态", "status|running"],
	["重新部署", "redeploy"],
	["插件", "plugin|extension|addon"],
	["扩展", "extension|extend|scale"],
	["应用", "app|application"],
	["应用程序", "application"],
	["函数", "function"],
	["云函数", "cloud function|serverless"],
	["无服务器", "serverless"],
	["域名", "domain"],
	["证书", "certificate"],
	["防火墙", "firewall"],
	["代理", "proxy|agent"],
	["网关", "gateway"],
	["路由", "route|router|routing"],
	["接口", "api|interface|endpoint"],
	["请求", "request"],
	["响应", "response"],
	["地址", "address|location|url"],
	["网址", "url|website"],
	["链接", "link|url"],
	["网站", "website|site"],
	["网页", "web page|page"],
	["页面", "page"],
	["浏览器", "browser"],
	["标签页", "tab"],
	["窗口", "window"],
	["元素", "element"],
	["按钮", "button"],
	["表单", "form"],
	["输入框", "input|text field"],
	["下拉框", "dropdown|select"],
	["弹窗", "dialog|popup|modal"],
	["对话框", "dialog"],
	["缓存", "cache"],
	["性能", "performance"],
	["加载", "load"],
	["性能分析", "profiling|performance"],
	["网络请求", "network request"],
	["数据库", "database|db"],
	["表", "table"],
	["数据表", "table"],
	["表格", "table|spreadsheet"],
	["字段", "field|column"],
	["记录", "record|row|log"],
	["数据", "data"],
	["集合", "collection|set"],
	["文档", "document|doc"],
	["索引", "index"],
	["主键", "primary key"],
	["外键", "foreign key"],
	["键", "key"],
	["键值", "key value"],
	["模式", "schema|mode|pattern"],
	["结构", "schema|structure"],
	["表结构", "table schema|schema"],
	["视图", "view"],
	["存储过程", "stored procedure"],
	["事务", "transaction"],
	["查询语句", "query|sql"],
	["语句", "statement"],
	["聚合", "aggregate|aggregation"],
	["分组", "group|group by"],
	["连接", "connect|connection|join"],
	["备份", "backup"],
	["快照", "snapshot"],
	["数据集", "dataset"],
	["元数据", "metadata"],
	["队列", "queue"],
	["消息队列", "message queue"],
	["向量", "vector|embedding"],
	["嵌入", "embedding|embed"],
	["相似", "similar|similarity"],
	["文件", "file"],
	["文件夹", "folder|directory"],
	["目录", "directory|folder"],
	["路径", "path|route"],
	["文件名", "filename|file name"],
	["扩展名", "extension"],
	["后缀", "suffix|extension"],
	["大小", "size"],
	["内容", "content|contents"],
	["文本", "text"],
	["图片", "image|picture|photo"],
	["照片", "photo|image"],
	["图像", "image"],
	["音频", "audio"],
	["存储桶", "bucket"],
	["对象存储", "object storage"],
	["云盘", "cloud drive|drive"],
	["网盘", "cloud drive|drive"],
	["读", "read"],
	["写", "write"],
	["写入", "write"],
	["追加写入", "append"],
	["压缩包", "archive|zip"],
	["修改时间", "modified time|mtime"],
	["创建时间", "created time|created at"],
	["最近", "recent|latest"],
	["最新", "latest|newest"],
	["历史", "history"],
	["历史记录", "history"],
	["版本历史", "version history|revisions"],
	["回收站", "trash|recycle bin"],
	["垃圾桶", "trash"],
	["笔记", "note|notes"],
	["备忘录", "memo|note"],
	["记事", "note"],
	["记下", "note|save|remember"],
	["知识库", "knowledge base|wiki"],
	["维基", "wiki"],
	["段落", "paragraph"],
	["模板", "template"],
	["电子表格", "spreadsheet"],
	["多维表格", "base|table|database"],
	["幻灯片", "slides|presentation"],
	["演示文稿", "presentation|slides"],
	["图表", "chart|graph"],
	["图形", "graph|diagram|shape"],
	["图", "chart|graph|image"],
	["流程图", "flowchart|diagram"],
	["思维导图", "mind map|mindmap"],
	["饼图", "pie chart"],
	["柱状图", "bar chart|column chart"],
	["条形图", "bar chart"],
	["折线图", "line chart"],
	["面积图", "area chart"],
	["散点图", "scatter chart|scatter plot"],
	["直方图", "histogram"],
	["雷达图", "radar chart"],
	["漏斗图", "funnel chart"],
	["词云", "word cloud"],
	["热力图", "heatmap"],
	["桑基图", "sankey"],
	["甘特图", "gantt chart"],
	["箱线图", "boxplot|box plot"],
	["树图", "treemap|tree"],
	["可视化", "visualization|visualize|chart"],
	["画布", "canvas"],
	["设计", "design"],
	["设计稿", "design|mockup"],
	["原型", "prototype"],
	["组件", "component"],
	["样式", "style"],
	["字体", "font"],
	["颜色", "color"],
	["图标", "icon"],
	["格式", "format"],
	["书签", "bookmark"],
	["引用", "reference|quote|cite"],
	["批注", "comment|annotation"],
	["协作", "collaborate|collaboration"],
	["协作者", "collaborator"],
	["网络搜索", "web search"],
	["联网搜索", "web search"],
	["搜索引擎", "search engine"],
	["新闻", "news"],
	["资讯", "news|information"],
	["研究", "research"],
	["调研", "research|investigate"],
	["论文", "paper|papers"],
	["学术", "academic|scholar"],
	["问答", "question answering|qa"],
	["提问", "ask|question"],
	["答案", "answer"],
	["知识", "knowledge"],
	["百科", "encyclopedia|wiki"],
	["关键词", "keyword|query"],
	["关键字", "keyword"],
	["结果", "result|results"],
	["相关", "related|relevant"],
	["推荐", "recommend|recommendation"],
	["热门", "trending|popular"],
	["排名", "rank|ranking"],
	["说明", "instructions|description"],
	["帮助", "help"],
	["教程", "tutorial|guide"],
	["指南", "guide"],
	["示例", "example|sample"],
	["例子", "example"],
	["文档说明", "documentation|docs"],
	["支付", "payment|pay"],
	["付款", "payment|pay"],
	["收款", "payment|receive|collect"],
	["付费", "pay|paid"],
	["付钱", "pay|payment"],
	["扣款", "charge|debit"],
	["收费", "charge|fee|billing"],
	["费用", "cost|fee|charge"],
	["账单", "bill|invoice|billing"],
	["发票", "invoice"],
	["收据", "receipt"],
	["退款", "refund"],
	["退钱", "refund"],
	["退货", "return|refund"],
	["订单", "order"],
	["下单", "order|purchase|checkout"],
	["购买", "purchase|buy"],
	["买", "buy|purchase"],
	["卖", "sell"],
	["价格", "price"],
	["定价", "pricing|price"],
	["金额", "amount"],
	["余额", "balance"],
	["会员", "membership|member|subscription"],
	["套餐", "plan|package"],
	["客户", "customer|client"],
	["顾客", "customer"],
	["商品", "product|item"],
	["产品", "product"],
	["库存", "inventory|stock"],
	["优惠券", "coupon|discount"],
	["折扣", "discount"],
	["优惠", "discount|promotion"],
	["促销", "promotion"],
	["货币", "currency"],
	["汇率", "exchange rate"],
	["税费", "tax"],
	["交易", "transaction|trade"],
	["转账", "transfer"],
	["提现", "payout|withdraw"],
	["打款", "payout|transfer|pay"],
	["结算", "settlement|checkout|payout"],
	["结账", "checkout"],
	["购物车", "cart"],
	["争议", "dispute"],
	["拒付", "chargeback|dispute"],
	["信用卡", "credit card|card"],
	["银行卡", "bank card|card"],
	["银行", "bank"],
	["钱包", "wallet"],
	["商户", "merchant"],
	["商家", "merchant|seller"],
	["店铺", "store|shop"],
	["销售", "sales"],
	["报价", "quote"],
	["合同", "contract"],
	["线索", "lead"],
	["商机", "deal|opportunity"],
	["公司", "company|organization"],
	["地图", "map"],
	["路线", "route|directions"],
	["路径规划", "route planning|directions"],
	["路线规划", "route planning|directions"],
	["怎么走", "directions|route"],
	["驾车", "driving|drive"],
	["开车", "driving|drive"],
	["步行", "walking|walk"],
	["走路", "walking"],
	["骑行", "cycling|bicycling|bike"],
	["骑车", "bicycling|cycling"],
	["公交", "transit|bus"],
	["公共交通", "public transit|transit"],
	["地铁", "subway|metro|transit"],
	["火车", "train|rail"],
	["打车", "taxi|ride"],
	["出租车", "taxi"],
	["距离", "distance"],
	["多远", "distance"],
	["测距", "distance|measure"],
	["多久", "duration|time"],
	["位置", "location|position"],
	["定位", "locate|location|geolocation"],
	["坐标", "coordinates"],
	["经纬度", "coordinates|latitude|longitude"],
	["经度", "longitude|lng"],
	["纬度", "latitude|lat"],
	["地理编码", "geocode|geocoding"],
	["逆地理", "reverse geocode"],
	["地点", "place|location"],
	["地方", "place"],
	["兴趣点", "poi|point of interest"],
	["附近", "nearby|around"],
	["周边", "nearby|around|surrounding"],
	["周围", "around|nearby"],
	["最近的", "nearest"],
	["城市", "city"],
	["省份", "province"],
	["区县", "district|county"],
	["行政区", "district|administrative region"],
	["行政区划", "administrative division|district"],
	["国家", "country"],
	["邮编", "postal code|zip code"],
	["街道", "street"],
	["道路", "road"],
	["交通", "traffic|transit"],
	["路况", "traffic|road conditions"],
	["拥堵", "congestion|traffic"],
	["天气", "weather"],
	["天气预报", "weather forecast|forecast"],
	["预报", "forecast"],
	["气温", "temperature"],
	["温度", "temperature"],
	["几度", "temperature"],
	["下雨", "rain"],
	["降水", "precipitation"],
	["空气质量", "air quality|aqi"],
	["海拔", "elevation|altitude"],
	["高度", "height|elevation"],
	["等时圈", "isochrone"],
	["可达范围", "isochrone|reachable area"],
	["行程", "trip|itinerary|journey"],
	["出行", "travel|trip"],
	["旅行", "travel|trip"],
	["酒店", "hotel"],
	["餐厅", "restaurant"],
	["美食", "food|restaurant"],
	["景点", "attraction|poi"],
	["加油站", "gas station"],
	["停车场", "parking"],
	["机场", "airport"],
	["车站", "station"],
	["静态地图", "static map"],
	["边界", "boundary|bounds"],
	["区域", "area|region|zone"],
	["多边形", "polygon"],
	["围栏", "geofence|fence"],
	["轨迹", "trajectory|track"],
	["距离矩阵", "distance matrix"],
	["预计到达", "eta|arrival time"],
	["到达时间", "arrival time|eta"],
	["出发", "depart|departure|start"],
	["出发地", "origin|start"],
	["起点", "origin|start"],
	["终点", "destination"],
	["目的地", "destination"],
	["途经点", "waypoint|waypoints"],
	["半径", "radius"],
	["指标", "metric|metrics"],
	["度量", "metric|measurement"],
	["监测", "monitor|detect"],
	["仪表盘", "dashboard"],
	["仪表板", "dashboard"],
	["大盘", "dashboard|overview"],
	["事故", "incident"],
	["故障", "incident|outage|failure"],
	["宕机", "outage|down|downtime"],
	["停机", "downtime"],
	["维护", "maintenance"],
	["值班", "on-call|oncall"],
	["静默", "silence|mute"],
	["屏蔽", "mute|block|silence"],
	["链路", "trace"],
	["链路追踪", "tracing|trace"],
	["追踪", "trace|track"],
	["跟踪", "track|trace"],
	["调用链", "trace|span"],
	["耗时", "duration|latency|elapsed"],
	["响应时间", "response time|latency"],
	["可用性", "availability|uptime"],
	["错误率", "error rate"],
	["吞吐量", "throughput"],
	["使用率", "usage|utilization"],
	["用量", "usage"],
	["配额", "quota|limit"],
	["限流", "rate limit|throttle"],
	["速率", "rate"],
	["异常检测", "anomaly detection"],
	["根因", "root cause"],
	["排查", "troubleshoot|investigate|debug"],
	["调试", "debug"],
	["诊断", "diagnose|diagnostic"],
	["审计日志", "audit log"],
	["堆栈", "stack trace|stack"],
	["内存泄漏", "memory leak"],
	["用户", "user"],
	["用户名", "username"],
	["账号", "account"],
	["帐号", "account"],
	["账户", "account"],
	["帐户", "account"],
	["个人资料", "profile"],
	["资料", "profile|info"],
	["头像", "avatar"],
	["昵称", "nickname|display name"],
	["成员", "member"],
	["团队", "team"],
	["组织", "organization|org"],
	["部门", "department"],
	["员工", "employee|member|user"],
	["同事", "colleague|member|user"],
	["管理员", "admin|administrator"],
	["角色", "role"],
	["权限", "permission|access"],
	["访问权限", "access|permission"],
	["密码", "password"],
	["验证码", "verification code|otp|captcha"],
	["二次验证", "2fa|mfa"],
	["身份", "identity"],
	["身份验证", "authentication|verify"],
	["访问控制", "access control"],
	["白名单", "allowlist|whitelist"],
	["黑名单", "blocklist|blacklist"],
	["封禁", "ban|block"],
	["禁言", "mute"],
	["踢出", "kick|remove"],
	["公开", "public"],
	["私有", "private"],
	["可见性", "visibility"],
	["拉群", "create group|group chat"],
	["建群", "create group|group chat"],
	["工具", "tool"],
	["功能", "feature|function"],
	["特性", "feature"],
	["功能开关", "feature flag|toggle"],
	["开关", "toggle|switch|flag"],
	["实验", "experiment"],
	["偏好", "preference|preferences"],
	["选项", "option|options"],
	["参数", "parameter|argument|param"],
	["属性", "property|attribute"],
	["类型", "type"],
	["分类", "category|classify"],
	["类别", "category"],
	["名称", "name"],
	["名字", "name"],
	["编号", "id|number"],
	["标识", "identifier|id"],
	["数量", "count|quantity|number"],
	["总数", "total|count"],
	["平均", "average|mean"],
	["最大", "max|maximum"],
	["最小", "min|minimum"],
	["总和", "sum|total"],
	["求和", "sum"],
	["百分比", "percent|percentage"],
	["比例", "ratio|proportion"],
	["趋势", "trend"],
	["报表", "report"],
	["洞察", "insight|insights"],
	["预测", "predict|forecast"],
	["模型", "model"],
	["人工智能", "ai|artificial intelligence"],
	["大模型", "llm|large language model"],
	["提示词", "prompt"],
	["提示", "prompt|hint|tip"],
	["智能体", "agent"],
	["机器人", "bot|robot"],
	["思考", "think|thinking|reasoning"],
	["推理", "reasoning|inference"],
	["记忆", "memory|remember"],
	["记住", "remember|save|memory"],
	["回忆", "recall|remember"],
	["实体", "entity"],
	["关系", "relation|relationship"],
	["知识图谱", "knowledge graph"],
	["图谱", "graph"],
	["观察", "observation|observe"],
	["写作", "write|writing"],
	["改写", "rewrite"],
	["润色", "polish|edit|refine"],
	["校对", "proofread"],
	["朗读", "read aloud|speech|tts"],
	["语音识别", "speech recognition|transcribe"],
	["转录", "transcribe|transcription"],
	["转写", "transcribe"],
	["字幕", "subtitle|caption"],
	["识别", "recognize|detect|identify"],
	["文字识别", "ocr|text recognition"],
	["二维码", "qr code"],
	["条形码", "barcode"],
	["随机", "random"],
	["随机数", "random number"],
	["单位", "unit"],
	["数学", "math"],
	["公式", "formula"],
	["表达式", "expression"],
	["正则", "regex|regular expression"],
	["匹配", "match"],
	["模糊", "fuzzy"],
	["精确", "exact"],
	["全文", "full text"],
	["批量", "batch|bulk"],
	["多个", "multiple"],
	["单个", "single"],
	["第一个", "first"],
	["最后", "last"],
	["上一个", "previous"],
	["下一个", "next"],
	["限制", "limit|restrict"],
	["优化", "optimize"],
	["修复", "fix|repair"],
	["解决", "resolve|fix|solve"],
	["处理", "handle|process"],
	["操作", "operation|action"],
	["动作", "action"],
	["行为", "behavior|action"],
	["工作流", "workflow"],
	["流程", "process|flow|workflow"],
	["自动化", "automation|automate"],
	["自动", "automatic|auto"],
	["手动", "manual"],
	["规则", "rule"],
	["条件", "condition"],
	["策略", "policy|strategy"],
	["问卷", "survey|form"],
	["调查", "survey|investigate"],
	["投票", "vote|poll"],
	["客服", "support|customer service"],
	["支持", "support"],
	["咨询", "consult|inquiry"],
	["公告", "announcement|notice"],
	["广播", "broadcast"],
	["集成", "integration|integrate"],
	["断开", "disconnect"],
	["连接器", "connector"],
	["端点", "endpoint"],
	["命令行", "command line|cli"],
	["安装", "install"],
	["装", "install"],
	["卸载", "uninstall"],
	["升级", "upgrade|update"],
	["降级", "downgrade"],
	["软件包", "package"],
	["框架", "framework"],
	["方法", "method"],
	["语法", "syntax"],
	["代码片段", "snippet|code snippet"],
	["片段", "snippet|fragment"],
	["语言", "language"],
	["编程", "programming|code"],
	["运行代码", "run code|execute"],
	["沙箱", "sandbox"],
	["笔记本", "notebook"],
	["数据分析", "data analysis"],
	["切分支", "checkout|branch|switch"],
	["合代码", "merge"],
	["合入", "merge"],
	["拉代码", "pull|clone"],
	["推代码", "push"],
	["打标签", "tag|label"],
	["提测", "test|submit"],
	["开机", "boot|start|power on"],
	["关机", "shutdown|power off|stop"],
	["叫车", "ride|taxi"],
	["回收", "recycle|reclaim"],
	["释放", "release|free"],
	["分配资源", "allocate|provision"],
	["申请", "apply|request"],
	["申请权限", "request access|permission"],
	["邀请成员", "invite|member"],
	["成员列表", "members|member list"],
	["个人", "personal|user"],
	["主页", "homepage|profile"],
	["设置项", "settings|option"],
	["通知设置", "notification settings"],
	["语言设置", "language|locale"],
];
