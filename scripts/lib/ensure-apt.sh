# Installs Debian packages the test suites need when they are missing (CI may be a new machine).
# Usage: ensure_apt <command-or-path that proves it is installed> <package>...
ensure_apt() {
  local probe=$1
  shift
  if compgen -G "$probe" >/dev/null || command -v "$probe" >/dev/null 2>&1; then return 0; fi
  local sudo=''
  if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null || { echo "need root (or sudo) to install: $*" >&2; return 1; }
    sudo='sudo'
  fi
  echo "installing $* (first run on this machine)..."
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
